import type { PriceItem } from '@laneforge/contracts/billing';
import { adminTexts } from '@laneforge/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { AlertIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useDeactivatePriceMutation, useStripeProductsQuery } from '../api';
import { Dialog, DialogActions } from './Dialog';

const money = (item: PriceItem) => `$${item.amount.toFixed(2)}/${item.interval}`;

/** Spec §2 Stripe Management: the provider's active prices, suspicious ones highlighted, and deactivating one. */
export function PricesPanel() {
  const { data, error, isLoading } = useStripeProductsQuery();
  const [deactivate, { isLoading: deactivating }] = useDeactivatePriceMutation();
  const [confirming, setConfirming] = useState<PriceItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (item: PriceItem) => {
    setFailure(null);
    try {
      await deactivate(item.price_id).unwrap();
      toast.success(`Price ${item.price_id} deactivated`);
      setConfirming(null);
    } catch (err) {
      setFailure(errorText(err, adminTexts.deactivatePriceFailed));
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="prices-title">
      <h2 id="prices-title" className="card-title">
        Billing Provider Prices
      </h2>
      {isLoading && <Spinner />}
      {error ? <FormError message={errorText(error, adminTexts.loadProductsFailed)} /> : null}
      {data && data.suspicious_count > 0 && (
        <div className="alert alert-warning" role="status">
          <AlertIcon size={18} />
          <span>
            {data.suspicious_count} suspicious {data.suspicious_count === 1 ? 'price needs' : 'prices need'} review: the amount or interval differs from the plan catalogue, or a plan has more than one active price.
          </span>
        </div>
      )}
      {data && data.products.length === 0 && <p className="muted">No active prices.</p>}
      {data && data.products.length > 0 && (
        <div className="table-wrap admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price ID</th>
                <th scope="col">Amount</th>
                <th scope="col">Review</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((item) => (
                <tr key={item.price_id} className={item.is_suspicious ? 'admin-suspicious' : undefined}>
                  <td data-label="Product">{item.product_name}</td>
                  <td data-label="Price ID">
                    <code>{item.price_id}</code>
                  </td>
                  <td data-label="Amount">{money(item)}</td>
                  <td data-label="Review">{item.is_suspicious ? <span className="badge admin-badge-warning">Suspicious</span> : 'Matches the catalogue'}</td>
                  <td className="admin-actions-cell">
                    <div className="admin-actions">
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(item)} aria-label={`Deactivate ${item.price_id}`}>
                        Deactivate
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming && (
        <Dialog title="Deactivate Price" onClose={() => setConfirming(null)}>
          <div className="stack">
            <p>
              Deactivate {confirming.product_name} at {money(confirming)} (<code>{confirming.price_id}</code>)? New subscriptions can no longer use it; existing ones keep their price.
            </p>
            <FormError message={failure} />
            <DialogActions label="Deactivate" busy={deactivating} onCancel={() => setConfirming(null)} onConfirm={() => void confirm(confirming)} danger />
          </div>
        </Dialog>
      )}
    </section>
  );
}
