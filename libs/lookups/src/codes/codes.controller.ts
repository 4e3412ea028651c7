import { Controller, Get } from '@nestjs/common';
import type { LookupList } from '@hospital/contracts';
import { Answer, Public } from '@hospital/core';
import { CODE_LISTS, type CodeListName } from './code-lists.js';
import { CodeListAnswer } from './codes.schemas.js';

function answer(list: CodeListName): LookupList {
  return { data: [...CODE_LISTS[list]] };
}

/**
 * The MOPH code lists of accounts §3/§7 (titles, race, nationality, marital status, religion,
 * occupation, education). Public, like the address lookups, and on both prefixes; marital
 * status answers on both of its names (`maritalstatus` in the versioned calls, `marstatus`
 * in the non-versioned ones), on either prefix.
 */
@Public()
@Controller(['api/v1', 'api'])
export class CodesController {
  @Get('title')
  @Answer(CodeListAnswer)
  titles(): LookupList {
    return answer('title');
  }

  @Get('race')
  @Answer(CodeListAnswer)
  races(): LookupList {
    return answer('race');
  }

  @Get('nation')
  @Answer(CodeListAnswer)
  nations(): LookupList {
    return answer('nation');
  }

  @Get(['maritalstatus', 'marstatus'])
  @Answer(CodeListAnswer)
  maritalStatuses(): LookupList {
    return answer('maritalstatus');
  }

  @Get('religion')
  @Answer(CodeListAnswer)
  religions(): LookupList {
    return answer('religion');
  }

  @Get('occupation')
  @Answer(CodeListAnswer)
  occupations(): LookupList {
    return answer('occupation');
  }

  @Get('education')
  @Answer(CodeListAnswer)
  educationLevels(): LookupList {
    return answer('education');
  }
}
