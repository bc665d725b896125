import { CheckIcon, SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { Modal } from './Modal';
import { trialBenefits } from './offer';


/** Spec §2: Special Offer, the free 30-day Pro trial offered after a cancellation. */
export function SpecialOfferModal({ busy, onLater, onAccept }: { busy: boolean; onLater: () => void; onAccept: () => void }) {
  return (
    <Modal
      title="Special Offer"
      onClose={onLater}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onLater}>
            Maybe Later
          </button>
          <button type="button" className="btn btn-accent" onClick={onAccept} disabled={busy}>
            {busy ? <Spinner small /> : <SparkIcon size={18} />}
            Start Free Trial
          </button>
        </>
      }
    >
      <p className="offer-lead">Before you go: try Pro free for 30 days.</p>
      <ul className="offer-list">
        {trialBenefits.map((text) => (
          <li key={text}>
            <CheckIcon size={16} /> {text}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
