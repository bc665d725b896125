export default function RegisterPage() { return <main id="main">RegisterPage</main>; }
