export default function SharePage() { return <main id="main">SharePage</main>; }
