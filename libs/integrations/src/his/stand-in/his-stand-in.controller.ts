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
import { Role, type TeleCostRow, type TeleDrugRow } from '@hospital/contracts';
import { APP_CONFIG, Allow, type AppConfig } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { LocalHisAdapter } from '../local-his.adapter.js';
import { clearLocalHisTeleOrders, enterLocalHisTeleOrders } from '../local-his-tele-orders.js';
import { HIS_STAND_IN_MESSAGES, parseHisOrders } from './his-stand-in-orders.js';

/** GET/POST/DELETE /his-stand-in/api/tele/{teleID}/orders: what the HIS holds for a case. */
export interface HisStandInOrders {
  costs: TeleCostRow[];
  drugs: TeleDrugRow[];
}

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
 * The stand-in shares our database, so "the HIS knows this visit" is "the case exists".
 */
@Controller('his-stand-in/api/tele')
@UseGuards(HisStandInOnly)
@Allow(...HIS_STAND_IN_ROLES)
export class HisStandInController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LocalHisAdapter) private readonly his: LocalHisAdapter,
  ) {}

  @Get(':teleID/orders')
  async orders(@Param('teleID') teleID: string): Promise<HisStandInOrders> {
    await this.knownCase(this.dataSource.manager, teleID);
    return this.read(teleID);
  }

  @Post(':teleID/orders')
  @HttpCode(200)
  async enter(@Param('teleID') teleID: string, @Body() body: unknown): Promise<HisStandInOrders> {
    await this.dataSource.transaction(async (m) => {
      await this.knownCase(m, teleID, true);
      const [counts]: Array<{ costs: number; drugs: number }> = await m.query(
        `SELECT count(*) FILTER (WHERE kind = 'cost')::int AS costs, count(*) FILTER (WHERE kind = 'drug')::int AS drugs
           FROM his.tele_orders WHERE tele_ref = $1`,
        [teleID],
      );
      const parsed = parseHisOrders(body, counts);
      if ('problem' in parsed) throw new BadRequestException(parsed.problem);
      await enterLocalHisTeleOrders(m, teleID, parsed);
    });
    return this.read(teleID);
  }

  @Delete(':teleID/orders')
  @HttpCode(200)
  async clear(@Param('teleID') teleID: string): Promise<HisStandInOrders> {
    await this.dataSource.transaction(async (m) => {
      await this.knownCase(m, teleID, true);
      await clearLocalHisTeleOrders(m, teleID);
    });
    return this.read(teleID);
  }

  /** 404 unless the case exists; `lock` serialises two entries on one case (the 50-row limit holds). */
  private async knownCase(m: EntityManager, teleID: string, lock = false): Promise<void> {
    if (!UUID.test(teleID)) throw new NotFoundException(HIS_STAND_IN_MESSAGES.caseNotFound);
    const rows: unknown[] = await m.query(`SELECT 1 FROM tele_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [teleID]);
    if (rows.length === 0) throw new NotFoundException(HIS_STAND_IN_MESSAGES.caseNotFound);
  }

  private async read(teleID: string): Promise<HisStandInOrders> {
    const [costs, drugs] = await Promise.all([this.his.teleCosts(teleID), this.his.teleDrugs(teleID)]);
    return { costs, drugs };
  }
}
