import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { JOB_NAMES } from '@hospital/contracts';
import { JobHandler } from './job-handler.decorator.js';
import { JobRegistry, checkCatalogue } from './job-registry.js';

describe('job-registry', () => {
  describe('job catalogue check', () => {
    it('passes when every job has exactly one handler', () => {
      expect(checkCatalogue(new Map([['a.one', ['A.run']]]), ['a.one'])).toEqual([]);
    });

    it('names a job without a handler, one with two, and a handler of an unknown job', () => {
      const problems = checkCatalogue(
        new Map([
          ['a.two', ['A.run', 'B.run']],
          ['a.stray', ['C.run']],
        ]),
        ['a.one', 'a.two'],
      );
      expect(problems).toEqual(['a.one has no handler', 'a.two has 2 handlers: A.run, B.run', 'a.stray is not in the job catalogue']);
    });

    it('stops the boot of an app whose job has two handlers', async () => {
      const job = JOB_NAMES[0];
      @Injectable()
      class First {
        @JobHandler(job) async run(): Promise<void> {}
      }
      @Injectable()
      class Second {
        @JobHandler(job) async run(): Promise<void> {}
      }
      @Module({ imports: [DiscoveryModule], providers: [JobRegistry, First, Second] })
      class Duplicated {}
      await expect(NestFactory.createApplicationContext(Duplicated, { logger: false, abortOnError: false })).rejects.toThrow(
        `${job} has 2 handlers: First.run, Second.run`,
      );
    });

    it('stops the boot of an app with a job that has no handler', async () => {
      @Module({ imports: [DiscoveryModule], providers: [JobRegistry] })
      class Missing {}
      await expect(NestFactory.createApplicationContext(Missing, { logger: false, abortOnError: false })).rejects.toThrow(
        `${JOB_NAMES[0]} has no handler`,
      );
    });
  });
});
