export default function DashboardPage() { return <main id="main">DashboardPage</main>; }
