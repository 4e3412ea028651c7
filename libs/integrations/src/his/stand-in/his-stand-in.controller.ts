import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Injectable,
  NotFoundException,
  Param,
  Post,
  UseGuards,
  type CanActivate,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Role } from '@hospital/contracts';
import { APP_CONFIG, Allow, Answer, TeleCaseRefs, type AppConfig } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { LocalHisAdapter } from '../local-his.adapter.js';
import { clearLocalHisTeleOrders, enterLocalHisTeleOrders } from '../local-his-tele-orders.js';
import { HIS_STAND_IN_MESSAGES, tooManyRowsProblem } from './his-stand-in-orders.js';
import { HisCaseParam, HisOrdersAnswer, HisOrdersBody, type HisOrdersInput, type HisStandInOrders } from './his-stand-in.schemas.js';

export type { HisStandInOrders } from './his-stand-in.schemas.js';

/** Who types into the HIS: Admin, Nurse and the HIS's doctor (N_DOCTOR). */
export const HIS_STAND_IN_ROLES = [Role.Admin, Role.Nurse, Role.NetworkDoctor] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stand-in's API exists only while the HIS is the stand-in (no HIS_URL): otherwise 404. */
@Injectable()
export class HisStandInOnly implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.his.standIn) throw new NotFoundException(MESSAGES.notFound);
    return true;
  }
}

/**
 * The HIS stand-in's own data entry (issue 13 item 2, DESIGN.md Outside systems: "the HIS
 * stand-in's page and API to enter costs for a visit"): in the hospital the HIS's doctor types
 * a case's costs and drugs into the HIS; here staff or a test do it through this API (and the
 * page /his-stand-in/:teleID). It is a part of the stand-in, not of our product: our side
 * still reads the orders only through HisPort, and learns of new costs by the
 * 'tele.pollHisCosts' job. Served by the api only while the HIS is the local stand-in.
 * The stand-in shares our database, so "the HIS knows this visit" is "the case exists": it
 * asks telemedicine, which owns the cases, through core's TeleCaseRefs (issue 30 item 1), and
 * learns nothing else of the case.
 */
@Controller('his-stand-in/api/tele')
@UseGuards(HisStandInOnly)
@Allow(...HIS_STAND_IN_ROLES)
export class HisStandInController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LocalHisAdapter) private readonly his: LocalHisAdapter,
    @Inject(TeleCaseRefs) private readonly cases: TeleCaseRefs,
  ) {}

  @Get(':teleID/orders')
  @Answer(HisOrdersAnswer)
  async orders(@Param('teleID', { schema: HisCaseParam }) teleID: string): Promise<HisStandInOrders> {
    await this.knownCase(this.dataSource.manager, teleID);
    return this.read(teleID);
  }

  /** Adds the rows (the body's checks are HisOrdersBody's); 400 when the case would pass 50 rows of a kind. */
  @Post(':teleID/orders')
  @HttpCode(200)
  @Answer(HisOrdersAnswer)
  async enter(@Param('teleID', { schema: HisCaseParam }) teleID: string, @Body({ schema: HisOrdersBody }) orders: HisOrdersInput): Promise<HisStandInOrders> {
    await this.dataSource.transaction(async (m) => {
      await this.knownCase(m, teleID, true);
      const [counts]: Array<{ costs: number; drugs: number }> = await m.query(
        `SELECT count(*) FILTER (WHERE kind = 'cost')::int AS costs, count(*) FILTER (WHERE kind = 'drug')::int AS drugs
           FROM his.tele_orders WHERE tele_ref = $1`,
        [teleID],
      );
      const problem = tooManyRowsProblem(counts, orders);
      if (problem) throw new BadRequestException(problem);
      await enterLocalHisTeleOrders(m, teleID, orders);
    });
    return this.read(teleID);
  }

  @Delete(':teleID/orders')
  @HttpCode(200)
  @Answer(HisOrdersAnswer)
  async clear(@Param('teleID', { schema: HisCaseParam }) teleID: string): Promise<HisStandInOrders> {
    await this.dataSource.transaction(async (m) => {
      await this.knownCase(m, teleID, true);
      await clearLocalHisTeleOrders(m, teleID);
    });
    return this.read(teleID);
  }

  /**
   * 404 unless the case exists; `lock` serialises two entries on one case (the 50-row limit
   * holds) with the stand-in's own transaction lock on the case id, not a lock on our case row:
   * the HIS is another system.
   */
  private async knownCase(m: EntityManager, teleID: string, lock = false): Promise<void> {
    if (!UUID.test(teleID)) throw new NotFoundException(HIS_STAND_IN_MESSAGES.caseNotFound);
    if (lock) await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('his.tele_orders:' || $1, 0))`, [teleID]);
    if (!(await this.cases.exists(teleID, m))) throw new NotFoundException(HIS_STAND_IN_MESSAGES.caseNotFound);
  }

  private async read(teleID: string): Promise<HisStandInOrders> {
    const [costs, drugs] = await Promise.all([this.his.teleCosts(teleID), this.his.teleDrugs(teleID)]);
    return { costs, drugs };
  }
}
