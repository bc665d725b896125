export default function NotFoundPage() { return <main id="main">NotFoundPage</main>; }
