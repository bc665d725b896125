import { useState } from 'react';
import { formatDay } from '../../../lib/dates';
import { useBillingStatusQuery } from '../api';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { BillingDetailsModal } from './BillingDetailsModal';
import { CancelModal } from './CancelModal';
import { ManageSubscriptionModal } from './ManageSubscriptionModal';
import { SpecialOfferModal } from './SpecialOfferModal';

export type BillingModal = 'manage' | 'details' | 'cancel' | 'offer' | null;

const day = (seconds: number | null | undefined) => (seconds ? formatDay(seconds * 1000) : null);

/**
 * The four modals of spec §2 and the ways between them: Manage → Cancel → (the trial offered) Special
 * Offer; Manage or Billing Details → Reactivate, or → View Offer.
 */
export function BillingModals({ open, setOpen, subscriptionType }: { open: BillingModal; setOpen: (modal: BillingModal) => void; subscriptionType: string }) {
  const status = useBillingStatusQuery(undefined, { skip: open === null });
  const actions = useSubscriptionActions();
  // The paid access a cancellation just kept: the trial offered with it starts when it ends.
  const [keptUntil, setKeptUntil] = useState<number | null>(null);
  const close = () => setOpen(null);
  const paid = subscriptionType !== 'free' && subscriptionType !== 'admin';
  const accessUntil = day(status.data?.billing_period_end);
  const graceUntil = status.data?.in_grace_period ? status.data.grace_period_end : null;

  const confirmCancel = async () => {
    const { ok, trialOffered, accessUntil: until } = await actions.cancel(status.data !== undefined);
    setKeptUntil(until);
    setOpen(ok && trialOffered ? 'offer' : null);
  };
  const acceptTrial = async () => {
    if (await actions.startTrial()) close();
  };
  const reactivate = async () => {
    if (await actions.reactivate()) void status.refetch();
  };

  if (open === 'manage') {
    const canCancel = paid && status.data?.subscription_status !== 'cancelled' && status.data?.subscription_status !== 'expired';
    return (
      <ManageSubscriptionModal
        subscriptionType={subscriptionType}
        canCancel={canCancel}
        cancelledUntil={day(graceUntil)}
        portalBusy={actions.busy.portal}
        reactivating={actions.busy.reactivate}
        onClose={close}
        onPortal={() => void actions.openPortal()}
        onCancel={() => setOpen('cancel')}
        onReactivate={() => void reactivate()}
      />
    );
  }
  if (open === 'cancel') return <CancelModal accessUntil={accessUntil} busy={actions.busy.cancel} onKeep={close} onConfirm={() => void confirmCancel()} />;
  if (open === 'offer') return <SpecialOfferModal busy={actions.busy.trial} startsOn={day(keptUntil ?? graceUntil)} onLater={close} onAccept={() => void acceptTrial()} />;
  if (open === 'details') {
    return (
      <BillingDetailsModal
        status={status.data}
        loading={status.isFetching && !status.data}
        reactivating={actions.busy.reactivate}
        portalBusy={actions.busy.portal}
        onClose={close}
        onReactivate={() => void reactivate()}
        onPortal={() => void actions.openPortal()}
        onViewOffer={() => setOpen('offer')}
      />
    );
  }
  return null;
}
