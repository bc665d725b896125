import { CheckIcon, SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { Modal } from './Modal';
import { trialBenefits } from './offer';

/**
 * Spec §2: Special Offer, the free 30-day Pro trial offered after a cancellation. Its 30 days start
 * when the paid access ends (DECISIONS.md): `startsOn` names that day when some is left.
 */
export function SpecialOfferModal({ busy, startsOn, onLater, onAccept }: { busy: boolean; startsOn: string | null; onLater: () => void; onAccept: () => void }) {
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
      <p className="muted offer-start">
        {startsOn ? `Your 30 days start on ${startsOn}, when your paid access ends, so you lose none of the time you paid for.` : 'Your 30 days start today.'}
      </p>
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
