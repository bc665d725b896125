import { formatDay } from '../../../lib/dates';
import { useBillingStatusQuery } from '../api';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { BillingDetailsModal } from './BillingDetailsModal';
import { CancelModal } from './CancelModal';
import { ManageSubscriptionModal } from './ManageSubscriptionModal';
import { SpecialOfferModal } from './SpecialOfferModal';

export type BillingModal = 'manage' | 'details' | 'cancel' | 'offer' | null;

/**
 * The four modals of spec §2 and the ways between them: Manage → Cancel → (the trial offered) Special
 * Offer; Billing Details → Reactivate, or → View Offer.
 */
export function BillingModals({ open, setOpen, subscriptionType }: { open: BillingModal; setOpen: (modal: BillingModal) => void; subscriptionType: string }) {
  const status = useBillingStatusQuery(undefined, { skip: open === null });
  const actions = useSubscriptionActions();
  const close = () => setOpen(null);
  const paid = subscriptionType !== 'free' && subscriptionType !== 'admin';
  const accessUntil = status.data?.billing_period_end ? formatDay(status.data.billing_period_end * 1000) : null;

  const confirmCancel = async () => {
    const { ok, trialOffered } = await actions.cancel(status.data !== undefined);
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
    return <ManageSubscriptionModal subscriptionType={subscriptionType} canCancel={canCancel} portalBusy={actions.busy.portal} onClose={close} onPortal={() => void actions.openPortal()} onCancel={() => setOpen('cancel')} />;
  }
  if (open === 'cancel') return <CancelModal accessUntil={accessUntil} busy={actions.busy.cancel} onKeep={close} onConfirm={() => void confirmCancel()} />;
  if (open === 'offer') return <SpecialOfferModal busy={actions.busy.trial} onLater={close} onAccept={() => void acceptTrial()} />;
  if (open === 'details') {
    return (
      <BillingDetailsModal
        status={status.data}
        loading={status.isFetching && !status.data}
        reactivating={actions.busy.reactivate}
        onClose={close}
        onReactivate={() => void reactivate()}
        onViewOffer={() => setOpen('offer')}
      />
    );
  }
  return null;
}
