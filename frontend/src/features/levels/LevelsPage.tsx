export default function LevelsPage() { return <main id="main">LevelsPage</main>; }
