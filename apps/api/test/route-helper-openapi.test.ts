/**
 * The route helper (decision 023): what the OpenAPI document says of the test-only routes.
 */
import { describe, expect, it } from 'vitest';
import { setupRouteHelperApp } from './helpers/route-helper';

const t = setupRouteHelperApp();

describe('the OpenAPI document', () => {
  it('lists PUT, PATCH and DELETE, the multipart form and who may call a route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const item = document.paths['/api/test/items/{id}/'];
    expect(Object.keys(item).sort()).toEqual(['delete', 'patch', 'put']);
    expect(item.put.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(item.delete['x-auth']).toBe('role:owner');
    expect(Object.keys(item.delete.responses).sort()).toEqual(['204', '400', '401', '403']);
    const upload = document.paths['/api/test/upload/'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(upload.properties).sort()).toEqual(['file', 'title']);
    expect(upload.properties.file.maxItems).toBe(2);
    expect(document.paths['/api/test/me/'].get['x-auth']).toBe('session');
  });
});
