import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { PURCHASE_STATUSES } from '@/domain/shop/enums';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { Label, Select } from '@/web/components/ui/form-controls';
import { useStaffPurchases, type PurchaseFilter } from './api';
import { PurchaseDetail } from './purchase-detail';
import { PurchaseRow } from './purchase-row';

/** A list of purchases with Load more; shared by all purchases and the disputed ones. */
export function PurchaseList({ kind, filter }: { kind: 'all' | 'disputed'; filter: PurchaseFilter }) {
  const list = useStaffPurchases(kind, filter);
  return (
    <QueryState
      query={list}
      label="purchases"
      isEmpty={(d) => d.pages.every((p) => p.purchases.length === 0)}
      empty={kind === 'disputed' ? 'No disputed orders.' : 'No purchase matches.'}
    >
      {(data) => (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Purchases">
            {data.pages.flatMap((page) => page.purchases.map((p) => <PurchaseRow key={p.id} p={p} />))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}

function AllPurchases() {
  const [filter, setFilter] = useState<PurchaseFilter>({ status: '' });
  return (
    <StaffPage
      title="Shop purchases"
      description="Every order, newest first: open one for its events, deliveries and ledger."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="purchase-status">Status</Label>
          <Select
            id="purchase-status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value }))}
          >
            <option value="">Every status</option>
            {PURCHASE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <PurchaseList kind="all" filter={filter} />
    </StaffPage>
  );
}

export default function PurchasesPage() {
  return (
    <Routes>
      <Route index element={<AllPurchases />} />
      <Route path=":id" element={<PurchaseDetail />} />
    </Routes>
  );
}
