export default function SubscriptionPage() { return <main id="main">SubscriptionPage</main>; }
