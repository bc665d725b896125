import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';

/** Goes back when there is somewhere to go back to in this tab, else home (pages opened in a new window). */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(fallback);
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={back}>
      <ArrowLeftIcon size={16} /> Back
    </button>
  );
}
