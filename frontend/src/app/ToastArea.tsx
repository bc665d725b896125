import { ToastContainer } from 'react-toastify';

/** Spec §2: one toast area, top right, on every page. */
export default function ToastArea() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick={false} />;
}
