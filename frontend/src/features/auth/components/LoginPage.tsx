export default function LoginPage() { return <main id="main">LoginPage</main>; }
