import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../lib/config';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 January 2025">
      <p>
        These terms are the agreement between you and {PRODUCT_NAME} for the use of our website and our swim-training
        planner. By creating an account or using the service you accept them. If you use {PRODUCT_NAME} for a club,
        school or program, you accept them on its behalf and confirm you may do so.
      </p>

      <h2>1. Who may use {PRODUCT_NAME}</h2>
      <p>
        The service is not for children under 13, and we do not knowingly open accounts for them. If you are between 13
        and the age of majority where you live, a parent or guardian must agree to these terms with you. Swimmers of any
        age may read a plan that their coach shares with them by link.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give us a real name and an email address you can read; we send password-reset codes to it.</li>
        <li>Keep your password to yourself. When you change or reset it, every signed-in session ends.</li>
        <li>
          “Stay signed in” keeps you signed in on that browser for 30 days; otherwise your session ends after 12 hours
          or when you close the tab. Do not use it on a shared computer.
        </li>
      </ul>

      <h2>3. Plans, allowances and prices</h2>
      <p>
        The Free plan includes 1 workout per week. Lite includes 10 per calendar month, Pro 1 per day and Elite has no
        limit. Allowances reset in the time zone saved in your profile. Refining a plan you already created does not use
        your allowance. Current prices are shown on the <Link to="/subscription">plans page</Link> in US dollars, before
        any tax your location requires.
      </p>

      <h2>4. Billing and renewal</h2>
      <p>
        Paid plans are billed in advance, monthly or annually, through our card-payment provider’s secure checkout. We
        never see or store your full card number. A subscription renews automatically at the end of each period until
        you cancel. If a renewal payment fails we will tell you and retry; access may be limited until the payment
        succeeds.
      </p>

      <h2>5. 30-day money-back guarantee</h2>
      <p>
        If you are a new subscriber and {PRODUCT_NAME} is not right for you, email us within 30 days of your first paid
        charge and we will refund that charge in full. The guarantee applies once per person and does not cover renewals.
      </p>

      <h2>6. Cancelling</h2>
      <p>
        You can cancel at any time from your profile. Cancellation takes effect at the end of the period you have paid
        for: you keep full access until then, and you are not charged again. After that date your account moves to the
        Free plan and keeps your training history. You can reactivate before the period ends.
      </p>

      <h2>7. Training safety</h2>
      <p>
        Plans are written guidance for qualified coaches and informed swimmers. They do not replace a coach’s judgement on
        deck, lifeguard supervision or medical advice. Adjust any set to the swimmers in front of you, and check with a
        doctor before starting a new training program, especially after injury or illness.
      </p>

      <h2>8. Your content and shared links</h2>
      <p>
        Descriptions, notes and plans you create stay yours. You give us the permission we need to store them, produce
        the plan and its downloads, and show them to you. A share link lets anyone who has it read and download that one
        plan; share it with the people you intend to.
      </p>

      <h2>9. Fair use</h2>
      <p>
        Do not try to get around allowances, share one paid account among several coaches, probe or overload the
        service, or use it to build a competing product. We may suspend accounts that do.
      </p>

      <h2>10. Changes and availability</h2>
      <p>
        We improve {PRODUCT_NAME} continually and may change features. We will give you at least 30 days’ notice by email
        of any change to these terms or to the price of your plan; the new price applies from your next renewal. We aim
        for the service to be available at all times but cannot promise it never stops.
      </p>

      <h2>11. Liability</h2>
      <p>
        The service is provided as it is. To the extent the law allows, our total liability to you for any claim is
        limited to what you paid us in the 12 months before it. Nothing in these terms limits rights you have as a
        consumer that cannot be limited by contract.
      </p>

      <h2>12. Closing your account</h2>
      <p>
        You can ask us to delete your account at any time. Your personal data is then removed within 30 days, as our{' '}
        <Link to="/privacy">Privacy Policy</Link> explains.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
