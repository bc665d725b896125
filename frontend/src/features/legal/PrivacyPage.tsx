export default function PrivacyPage() { return <main id="main">PrivacyPage</main>; }
