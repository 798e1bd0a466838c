import { RequestMethod, type INestApplication } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from '../auth/auth.decorators.js';

/** What the OpenAPI document needs to know about one route handler that its decorators may not say. */
export interface RouteFacts {
  controller: string;
  handler: string;
  /** The policy the AccessGuard enforces (undefined: refused, which the access-boundary test forbids). */
  policy: AccessPolicy | undefined;
  /** The status of a successful answer: @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  successStatus: number;
}

/**
 * Every route handler of the app by its OpenAPI operation id (`Controller_method`, @nestjs/swagger's
 * default), read from the same metadata Nest routes and guards with, so the document cannot
 * disagree with what the server enforces.
 */
export function routeFactsByOperationId(app: INestApplication): Map<string, RouteFacts> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as () => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue; // not a route handler
        facts.set(`${controller.name}_${name}`, {
          controller: controller.name,
          handler: name,
          policy: reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [handler, controller]),
          successStatus: successStatusOf(handler),
        });
      }
    }
  }
  return facts;
}

function successStatusOf(handler: () => unknown): number {
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  if (declared !== undefined) return declared;
  return Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? 201 : 200;
}
