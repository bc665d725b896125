import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../lib/config';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025">
      <p>
        This policy explains what {PRODUCT_NAME} collects when you use our swim-training planner, why, and the choices you
        have. We collect only what the service needs, and we do not sell personal data.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, time zone and, if you add one, a profile picture. We
          re-encode pictures to a small image, which removes location and camera data.
        </li>
        <li>
          <strong>Your password</strong> only as a one-way hash; no one at {PRODUCT_NAME} can read it.
        </li>
        <li>
          <strong>Training content:</strong> the dates, descriptions and coach notes you enter and the plans we produce.
        </li>
        <li>
          <strong>Subscription details:</strong> your plan, its status and renewal dates. Card details go directly to our
          payment provider and never reach our servers.
        </li>
        <li>
          <strong>Technical records:</strong> request logs with IP address and time, kept to run and secure the service.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To write, store, refine, export and share your plans, and count your plan allowance.</li>
        <li>To sign you in, keep your account secure and send password-reset codes.</li>
        <li>To bill your subscription and tell you about payments, renewals and cancellations.</li>
        <li>To answer you when you contact support.</li>
      </ul>

      <h2>Who else sees it</h2>
      <p>
        We share data only with providers that run parts of the service for us, under contracts that limit their use of
        it: our payment provider, our email provider and our hosting provider. When a plan is written by an AI model
        service, your description and notes are sent to it to produce the plan, without your name or email. Anyone you
        give a plan’s share link to can read that plan. We disclose data to authorities only when the law requires it.
      </p>

      <h2>Storage in your browser</h2>
      <p>
        We keep your sign-in token in your browser: for 30 days in local storage if you choose “Stay signed in”, otherwise
        in session storage until you close the tab. We use no advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your data while your account is open. When you delete your account, or ask us to, your personal data,
        plans and pictures are removed within 30 days. Billing records we are legally required to keep are retained for
        the period the law sets, and nothing more.
      </p>

      <h2>Children</h2>
      <p>
        {PRODUCT_NAME} is not for children under 13, and we do not knowingly collect their personal data. If you believe a
        child under 13 has given us personal data, write to us and we will delete it. Coaches should not enter swimmers’
        personal details in plan descriptions or notes.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed, and sessions can be ended from any device by changing your
        password. No system is perfectly secure; if we learn of a breach affecting you, we will tell you promptly.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your name, email and picture in your profile at any time. You can ask us for a copy of
        your data, or to delete it, by writing to us. Where the law gives you further rights, such as objecting to
        processing or complaining to a data protection authority, you may exercise them too.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We will email you before any significant change to this policy takes effect. Questions or requests:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
