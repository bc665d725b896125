export default function TermsPage() { return <main id="main">TermsPage</main>; }
