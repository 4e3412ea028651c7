import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { Role, type ConsentTextVersion } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { ConsentPublishBody, ConsentTextsAnswer, type ConsentPublishInput } from './consents.schemas.js';
import { ConsentTextsService } from './consent-texts.service.js';

/** Issue 15 item 1: Admin sees every version of every consent text and publishes a new one. */
@Allow(Role.Admin)
@Controller('api/v1/admin/consent-texts')
export class ConsentTextsController {
  constructor(@Inject(ConsentTextsService) private readonly texts: ConsentTextsService) {}

  @Get()
  @Answer(ConsentTextsAnswer)
  list(): Promise<ConsentTextVersion[]> {
    return this.texts.list();
  }

  /** 201 with every version (the new one current); 400 in Thai for an empty text, a version or text already published. */
  @Post()
  @Answer(ConsentTextsAnswer, 201)
  publish(@CurrentUser() user: AuthUser, @Body({ schema: ConsentPublishBody }) body: ConsentPublishInput): Promise<ConsentTextVersion[]> {
    return this.texts.publish(user.userID, body.purpose, body.version, body.text);
  }
}
