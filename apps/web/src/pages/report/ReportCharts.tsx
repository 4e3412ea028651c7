import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportCharts as Figures } from '@hospital/contracts';
import { inBangkok } from '@hospital/rules';

const COLORS = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48'];

/** A short Buddhist-era day for an axis: '1 มี.ค. 69'. */
const shortDay = (date: string) => inBangkok(`${date}T12:00:00+07:00`).format('D MMM BB');
const minutes = (m: number) => (m >= 120 ? `${(m / 60).toLocaleString('th-TH', { maximumFractionDigits: 1 })} ชม.` : `${m.toLocaleString('th-TH', { maximumFractionDigits: 1 })} นาที`);
const baht = (n: number) => `${n.toLocaleString('th-TH', { maximumFractionDigits: 2 })} บาท`;

function ChartCard({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: React.ReactElement }) {
  return (
    <figure className="report-chart card" data-testid={testId} data-empty={empty}>
      <h3>{title}</h3>
      {empty ? (
        <p className="muted">ยังไม่มีข้อมูลในช่วงนี้</p>
      ) : (
        <div className="report-chart-box">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/**
 * Issue 14 item 4: the report's charts (recharts) — cases per day by service type, median time
 * spent in each status, amounts verified per day. Thai labels, Buddhist-era days.
 */
export function ReportCharts({ charts }: { charts: Figures }) {
  const perDay = charts.casesPerDay.map((d) => ({ day: shortDay(d.date), ...Object.fromEntries(Object.entries(d.byServiceType).map(([t, n]) => [`t${t}`, n])) }));
  const medians = charts.medianTimeByStatus.map((m) => ({ name: m.flowStatusName, minutes: m.medianMinutes, stays: m.stays }));
  const amounts = charts.amountsPerDay.map((a) => ({ day: shortDay(a.date), amount: a.amount, cases: a.cases }));
  return (
    <div className="report-charts" data-testid="report-charts">
      <ChartCard title="จำนวนเคสต่อวัน แยกตามประเภทบริการ" testId="chart-cases-per-day" empty={charts.casesPerDay.every((d) => d.total === 0)}>
        <BarChart data={perDay} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [`${Number(v)} เคส`]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {charts.serviceTypes.map((t, i) => (
            <Bar key={t.serviceType} dataKey={`t${t.serviceType}`} name={t.serviceTypeName} stackId="cases" fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartCard>
      <ChartCard title="เวลากลาง (มัธยฐาน) ที่เคสอยู่ในแต่ละสถานะ" testId="chart-median-status" empty={medians.length === 0}>
        <BarChart data={medians} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 12 }} unit=" น." />
          <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [minutes(Number(v)), 'มัธยฐาน']} />
          <Bar dataKey="minutes" name="นาที" fill={COLORS[0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="ยอดเงินที่ตรวจสอบแล้วต่อวัน" testId="chart-amounts-per-day" empty={charts.amountsPerDay.every((a) => a.amount === 0)}>
        <BarChart data={amounts} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [baht(Number(v)), 'ยอดเงิน']} />
          <Bar dataKey="amount" name="ยอดเงิน (บาท)" fill={COLORS[1]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
