import { toast } from 'react-toastify';
import { EyeIcon, LinkIcon } from '../../../components/icons';
import { copyText } from '../../../lib/browser';

/** The public link swimmers and parents open: copied in one click, or opened to see what they see. */
export function ShareLink({ id }: { id: string }) {
  const url = `${window.location.origin}/share/${id}`;
  const copy = async () => {
    try {
      await copyText(url);
      toast.success('Share link copied to clipboard!');
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <div className="share-link">
      <label className="label" htmlFor={`share-${id}`}>
        Share link
      </label>
      <div className="share-link-row">
        <input id={`share-${id}`} className="input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
          <LinkIcon size={18} /> Copy Link
        </button>
        <a className="btn btn-ghost btn-sm" href={`/share/${id}`} target="_blank" rel="noopener noreferrer">
          <EyeIcon size={18} /> Open
          <span className="visually-hidden"> the share page (opens in a new window)</span>
        </a>
      </div>
      <p className="muted small">Anyone with the link can view and download this plan; deleting the plan ends the link.</p>
    </div>
  );
}
