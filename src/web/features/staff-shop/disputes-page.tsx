import { StaffPage } from '@/web/components/staff/staff-page';
import { PurchaseList } from './purchases-page';

/** Orders whose payment the buyer disputed with their bank: treated as refunded, and for staff to follow up. */
export default function DisputesPage() {
  return (
    <StaffPage
      title="Disputed orders"
      description="Payments disputed with the bank. The share and the items are already reversed."
    >
      <PurchaseList kind="disputed" filter={{ status: '' }} />
    </StaffPage>
  );
}
