import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SchoolRow } from '@hospital/contracts';

/** §3 Reference lists: schools with their classes. */
@Injectable()
export class SchoolsList {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async all(): Promise<SchoolRow[]> {
    return this.dataSource.query(
      `SELECT s.school_key AS "schoolKey", s.school_name AS "schoolName",
              COALESCE(json_agg(json_build_object('classYear', c.class_year, 'classYearName', c.class_year_name) ORDER BY c.class_year)
                       FILTER (WHERE c.class_year IS NOT NULL), '[]') AS classes
         FROM schools s LEFT JOIN school_classes c ON c.school_key = s.school_key
        GROUP BY s.school_key, s.school_name ORDER BY s.school_name`,
    );
  }
}
