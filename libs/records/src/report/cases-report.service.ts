import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import {
  TELE_REPORT_QUERIES,
  type CasesReportResponse,
  type ReportCaseRow,
  type ReportCharts,
  type TeleReportCase,
  type TeleReportFilter,
  type TeleReportQueries,
} from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { TELE_SERVICE_NAMES, daysOf, flowStatusName, formatThaiLongDate, reportScopedToOwn, reportShowsIdentity, teleServiceName } from '@hospital/rules';

export interface CasesReportQuery {
  from: string;
  to: string;
  serviceType: number | null;
  flowStatus: number | null;
}

/** A case as the reader sees it: names and HN only where the role may see them. */
export function caseRowOf(c: TeleReportCase, showsIdentity: boolean): ReportCaseRow {
  return {
    teleID: c.teleID,
    appointDate: c.appointDate,
    appointTime: c.appointTime,
    appointDateText: formatThaiLongDate(c.appointDate),
    serviceType: c.serviceType,
    serviceTypeName: teleServiceName(c.serviceType),
    flowStatus: c.flowStatus,
    flowStatusName: flowStatusName(c.flowStatus),
    hn: showsIdentity ? c.hn : null,
    fullName: showsIdentity ? c.fullName : null,
    costTotal: c.costTotal,
  };
}

/**
 * Issue 14 item 4, the cases report: rows, chart figures and export rows, read through
 * telemedicine's report query interface (never its tables). A reader who sees names and HN
 * leaves one audit row per patient read ('tele.read'), as every other staff read does.
 */
@Injectable()
export class CasesReportService {
  constructor(
    @Inject(TELE_REPORT_QUERIES) private readonly tele: TeleReportQueries,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  filterOf(user: AuthUser, query: CasesReportQuery): TeleReportFilter {
    return { ...query, networkOf: reportScopedToOwn(user.role) ? user.userID : null };
  }

  async page(user: AuthUser, query: CasesReportQuery, page: { pageNumber: number; pageSize: number }): Promise<CasesReportResponse> {
    const filter = this.filterOf(user, query);
    const showsIdentity = reportShowsIdentity(user.role);
    const [{ rows, totalCount }, charts] = await Promise.all([
      this.tele.cases(filter, { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize }),
      this.charts(filter),
    ]);
    await this.audited(user, rows, showsIdentity);
    return {
      data: rows.map((c) => caseRowOf(c, showsIdentity)),
      totalCount,
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      from: query.from,
      to: query.to,
      showsIdentity,
      charts,
    };
  }

  /** Every row of the filter, for an export; `limit` rows at most (the caller refuses more). */
  async all(user: AuthUser, query: CasesReportQuery, limit: number): Promise<{ rows: ReportCaseRow[]; totalCount: number; showsIdentity: boolean }> {
    const showsIdentity = reportShowsIdentity(user.role);
    const { rows, totalCount } = await this.tele.cases(this.filterOf(user, query), { limit: limit + 1, offset: 0 });
    if (totalCount > limit) return { rows: [], totalCount, showsIdentity };
    await this.audited(user, rows, showsIdentity);
    return { rows: rows.map((c) => caseRowOf(c, showsIdentity)), totalCount, showsIdentity };
  }

  /** The three charts' figures, every day of the range present (0 where nothing happened). */
  async charts(filter: TeleReportFilter): Promise<ReportCharts> {
    const [perDay, medians, amounts] = await Promise.all([
      this.tele.casesPerDay(filter),
      this.tele.medianTimeInStatus(filter),
      this.tele.amountsVerifiedPerDay(filter),
    ]);
    const types = Object.keys(TELE_SERVICE_NAMES)
      .map(Number)
      .filter((t) => filter.serviceType === null || t === filter.serviceType);
    const days = daysOf(filter.from, filter.to);
    return {
      serviceTypes: types.map((serviceType) => ({ serviceType, serviceTypeName: teleServiceName(serviceType) })),
      casesPerDay: days.map((date) => {
        const byServiceType = Object.fromEntries(types.map((t) => [String(t), 0]));
        for (const r of perDay) if (r.date === date) byServiceType[String(r.serviceType)] = (byServiceType[String(r.serviceType)] ?? 0) + r.cases;
        return { date, dateText: formatThaiLongDate(date), total: Object.values(byServiceType).reduce((a, b) => a + b, 0), byServiceType };
      }),
      medianTimeByStatus: [...medians]
        .sort((a, b) => a.flowStatus - b.flowStatus)
        .map((m) => ({ ...m, flowStatusName: flowStatusName(m.flowStatus) })),
      amountsPerDay: days.map((date) => {
        const found = amounts.find((a) => a.date === date);
        return { date, dateText: formatThaiLongDate(date), amount: found?.amount ?? 0, cases: found?.cases ?? 0 };
      }),
    };
  }

  /** One audit row per patient whose name and HN the reader was shown. */
  private async audited(user: AuthUser, rows: readonly TeleReportCase[], showsIdentity: boolean): Promise<void> {
    if (!showsIdentity || rows.length === 0) return;
    const patients = [...new Set(rows.map((r) => r.userID))].sort();
    await this.dataSource.transaction(async (m) => {
      for (const patientID of patients) await this.audit.record(m, user.userID, patientID, 'tele.read');
    });
  }
}
