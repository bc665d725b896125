import type { SubscriptionStatus, SubscriptionType } from '@laneforge/contracts/user';
import { ASSIGNABLE_PLANS, planLabel, SETTABLE_STATUSES, statusLabel, withCurrent } from '../plans';

/** Plan and status selects; the user's current values stay choosable even if no longer offered. */
export function SubscriptionFields({
  idPrefix,
  current,
  type,
  status,
  onType,
  onStatus,
}: {
  idPrefix: string;
  current: { subscription_type: SubscriptionType; subscription_status: SubscriptionStatus };
  type: SubscriptionType;
  status: SubscriptionStatus;
  onType: (type: SubscriptionType) => void;
  onStatus: (status: SubscriptionStatus) => void;
}) {
  return (
    <div className="admin-form-row">
      <div className="field">
        <label className="label" htmlFor={`${idPrefix}-type`}>
          Subscription Type
        </label>
        <select id={`${idPrefix}-type`} className="select" value={type} onChange={(e) => onType(e.target.value as SubscriptionType)}>
          {withCurrent<SubscriptionType>(ASSIGNABLE_PLANS, current.subscription_type).map((plan) => (
            <option key={plan} value={plan}>
              {planLabel(plan)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${idPrefix}-status`}>
          Status
        </label>
        <select id={`${idPrefix}-status`} className="select" value={status} onChange={(e) => onStatus(e.target.value as SubscriptionStatus)}>
          {withCurrent<SubscriptionStatus>(SETTABLE_STATUSES, current.subscription_status).map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
