import { ToastContainer } from 'react-toastify';

/** Spec §2 and §9: one toast area, top right, on every page; at most 3 at once, each for 4 s. */
export default function ToastArea() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick={false} limit={3} autoClose={4_000} />;
}
