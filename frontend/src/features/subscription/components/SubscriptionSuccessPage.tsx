export default function SubscriptionSuccessPage() { return <main id="main">SubscriptionSuccessPage</main>; }
