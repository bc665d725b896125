export default function AdminPage() { return <main id="main">AdminPage</main>; }
