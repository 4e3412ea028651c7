import type { ReactNode } from 'react';
import { AdminFrame } from '../AdminFrame';

const SLA_LINKS = [
  { to: '/admin/sla', label: 'เวลาที่กำหนด', testId: 'sla-settings-link' },
  { to: '/admin/sla/breaches', label: 'เคสเกินเวลาวันนี้', testId: 'sla-breaches-link' },
];

/** The frame of the SLA pages (issue 14 items 1 and 2): links between the two, Admin only. */
export function AdminSlaFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminFrame title={title} links={SLA_LINKS}>
      {children}
    </AdminFrame>
  );
}
