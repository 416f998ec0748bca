import { claimValues } from '@openapi/enums';
import type { components } from '@openapi/schema';
import { z } from 'zod';

import { db } from '../db';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { offlineCollection } from '../store';
import { guard, serverError } from './guard';

type Role = components['schemas']['Role'];
type RoleUser = components['schemas']['RoleUser'];
type RolePayload = components['schemas']['RolePayload'];
type Permission = components['schemas']['Permission'];

const rolePayload: z.ZodType<RolePayload> = z.object({
  Name: z.string(),
  Description: z.string(),
  Permissions: z.array(z.object({ Value: z.enum(claimValues) })).optional(),
});
const userRolesPayload: z.ZodType<components['schemas']['UserRolesPayload']> = z.object({ Roles: z.array(z.string()) });

const ADMINISTRATOR = 'administrator';
const CUSTOMER = 'customer';
const BUILT_IN = [ADMINISTRATOR, CUSTOMER];

interface StaffFixture {
  Id: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Roles: string[];
}

/**
 * The role world as the mock server keeps it: roles, staff with their roles,
 * and the roles staff gave customers (`[userId, roles]`, the exceptions to
 * "customer"). Writes change them and, offline, are kept across reloads.
 */
const roleFixtures = fixture<Role[]>('roles');
export const rolesStore = offlineCollection('roles', roleFixtures, (role) => role.id);
export const staffStore = offlineCollection('staff', fixture<StaffFixture[]>('staffUsers'), (user) => user.Id);
export const customerRolesStore = offlineCollection<[number, string[]]>(
  'customerRoles',
  async () => [],
  ([userId]) => userId,
);

/** Every permission, in spec 6 order: the administrator role grants them all. */
const permissions = async (): Promise<Permission[]> =>
  (await roleFixtures()).find((role) => role.name === ADMINISTRATOR)?.permissions ?? [];

const staffUser = (user: StaffFixture): RoleUser => ({
  id: user.Id,
  userName: user.UserName,
  fullName: `${user.FirstName} ${user.LastName}`,
  email: user.Email,
  roles: user.Roles,
  customer: false,
});
type WorldCustomer = Awaited<ReturnType<typeof db.customers>>[number];
const customerUser = (customer: WorldCustomer, given: ReadonlyMap<number, string[]>): RoleUser => ({
  id: customer.UserId,
  userName: customer.UserName,
  fullName: `${customer.FirstName} ${customer.LastName}`,
  email: customer.Email,
  roles: given.get(customer.UserId) ?? [CUSTOMER],
  customer: true,
});
/** Every customer as a role user, with the roles staff gave them here. */
const customerUsers = async () => {
  const given = new Map(await customerRolesStore.all());
  return (await db.customers()).map((customer) => customerUser(customer, given));
};
/** Whether a path segment names a role: its id, or its name in any case. */
const sameRole = (role: Role, segment: string) =>
  String(role.id) === segment.trim() || role.name.toLowerCase() === segment.trim().toLowerCase();
const findRole = async (segment: string) => (await rolesStore.all()).find((role) => sameRole(role, segment));

/** The server's checks of a role payload (trimmed, both required, 64 and 256 characters at most). */
async function checked(payload: RolePayload) {
  const name = payload.Name.trim();
  const description = payload.Description.trim();
  const errors: Record<string, string[]> = {};
  if (!name) errors.Name = ['The role name is required.'];
  else if (name.length > 64) errors.Name = ['The role name is at most 64 characters.'];
  if (!description) errors.Description = ['The description is required.'];
  else if (description.length > 256) errors.Description = ['The description is at most 256 characters.'];
  if (Object.keys(errors).length) {
    return problem(400, 'Bad Request', Object.values(errors).flat().join(' '), errors);
  }
  const granted = new Set((payload.Permissions ?? []).map((permission) => permission.Value));
  return {
    name,
    description,
    permissions: (await permissions()).filter((permission) => granted.has(permission.value)),
  };
}

const success = <T>(data: T) => ({ Message: 'Success', Data: data });
const listed = <T>(data: T[], totalCount = data.length) => ({ status: 200, Message: 'Success', data, totalCount });

const reads = [
  http.get('/api/Account/roles/{pageIndex}/{pageSize}', async ({ request }) => {
    const caller = guard(request, 'claims.view');
    if (caller instanceof Response) return caller;
    const roles = (await rolesStore.all()).sort((a, b) => b.id - a.id);
    return HttpResponse.json(listed(roles));
  }),
  http.get('/api/Account/permissions', async ({ request }) => {
    const caller = guard(request, 'claims.view');
    if (caller instanceof Response) return caller;
    return HttpResponse.json(listed(await permissions()));
  }),
  http.get('/api/account/role/{role}/user/{pageIndex}/{pageSize}', async ({ request, params }) => {
    const caller = guard(request, 'claims.assign');
    if (caller instanceof Response) return caller;
    const role = await findRole(params.role);
    if (!role) return problem(404, 'Not Found', `There is no role \`${params.role}\`.`);
    const staff = (await staffStore.all())
      .filter((user) => user.Roles.includes(role.name))
      .map(staffUser)
      .sort((a, b) => a.userName.localeCompare(b.userName));
    const customers = (await customerUsers()).filter((user) => user.roles.includes(role.name));
    const all = [...staff, ...customers];
    const page = Number(params.pageIndex);
    const size = Number(params.pageSize);
    const shown = page === -1 && size === -1 ? all : all.slice((page - 1) * size, page * size);
    return HttpResponse.json(listed(shown, all.length));
  }),
  http.get('/api/account/users/search', async ({ request }) => {
    const caller = guard(request, 'claims.assign');
    if (caller instanceof Response) return caller;
    const term = (new URL(request.url).searchParams.get('searchTerm') ?? '').trim().toLowerCase();
    const found = [...(await staffStore.all()).map(staffUser), ...(await customerUsers())]
      .filter((user) => user.userName.toLowerCase().includes(term))
      .sort((a, b) => (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0))
      .slice(0, 10);
    return HttpResponse.json(success(found));
  }),
];

const writes = [
  http.post('/api/account/role', async ({ request }) => {
    const caller = guard(request, 'claims.manage');
    if (caller instanceof Response) return caller;
    const payload = await requestBody(request, rolePayload);
    if (payload instanceof Response) return payload;
    const role = await checked(payload);
    if (role instanceof Response) return role;
    const roles = await rolesStore.all();
    if (roles.some((other) => other.name.toLowerCase() === role.name.toLowerCase())) {
      return problem(409, 'Conflict', `A role named \`${role.name}\` already exists.`);
    }
    const created = rolesStore.create({ id: Math.max(0, ...roles.map((other) => other.id)) + 1, ...role });
    return HttpResponse.json(success(created));
  }),
  http.post('/api/account/role/{roleName}', async ({ request, params }) => {
    const caller = guard(request, 'claims.manage');
    if (caller instanceof Response) return caller;
    const payload = await requestBody(request, rolePayload);
    if (payload instanceof Response) return payload;
    const current = await findRole(params.roleName);
    if (!current) return problem(404, 'Not Found', `There is no role \`${params.roleName}\`.`);
    const role = await checked(payload);
    if (role instanceof Response) return role;
    if (role.name !== current.name && BUILT_IN.includes(current.name)) {
      return problem(409, 'Conflict', `The ${current.name} role cannot be renamed.`);
    }
    return HttpResponse.json(success(rolesStore.update(current.id, { ...current, ...role })));
  }),
  http.delete('/api/account/role/{roleName}', async ({ request, params }) => {
    const caller = guard(request, 'claims.manage');
    if (caller instanceof Response) return caller;
    const role = await findRole(params.roleName);
    if (!role) return problem(404, 'Not Found', `There is no role \`${params.roleName}\`.`);
    if (BUILT_IN.includes(role.name)) return problem(409, 'Conflict', `The ${role.name} role cannot be deleted.`);
    await rolesStore.remove(role.id);
    for (const user of await staffStore.all()) {
      if (user.Roles.includes(role.name)) {
        staffStore.update(user.Id, { ...user, Roles: user.Roles.filter((name) => name !== role.name) });
      }
    }
    for (const [id, roles] of await customerRolesStore.all()) {
      if (roles.includes(role.name)) {
        customerRolesStore.update(id, [id, roles.filter((name) => name !== role.name)]);
      }
    }
    return HttpResponse.json(success(role));
  }),
  http.post('/api/account/user/role/{userId}', async ({ request, params }) => {
    const caller = guard(request, 'claims.assign');
    if (caller instanceof Response) return caller;
    const body = await requestBody(request, userRolesPayload);
    if (body instanceof Response) return body;
    const roles = await rolesStore.all();
    const unknown = body.Roles.find((name) => !roles.some((role) => sameRole(role, name)));
    if (unknown !== undefined)
      return problem(400, 'Bad Request', `Roles: There is no role \`${unknown}\`.`, {
        Roles: [`There is no role \`${unknown}\`.`],
      });
    const id = Number(params.userId);
    const staff = await staffStore.find(id);
    if (staff) {
      if (
        staff.UserName === caller.UserName &&
        staff.Roles.includes(ADMINISTRATOR) &&
        !body.Roles.includes(ADMINISTRATOR)
      ) {
        return problem(409, 'Conflict', 'You cannot remove your own administrator role.');
      }
      return HttpResponse.json(success(staffUser(staffStore.update(id, { ...staff, Roles: [...body.Roles] }))));
    }
    const customer = (await db.customers()).find((other) => other.UserId === id);
    if (!customer) return problem(404, 'Not Found', `There is no user ${id}.`);
    if (await customerRolesStore.find(id)) customerRolesStore.update(id, [id, [...body.Roles]]);
    else customerRolesStore.create([id, [...body.Roles]]);
    return HttpResponse.json(success(customerUser(customer, new Map([[id, [...body.Roles]]]))));
  }),
];

const failing = (method: 'get' | 'post' | 'delete', path: string) => http.untyped[method](path, serverError);
const writePaths = [
  ['post', '/api/account/role'],
  ['post', '/api/account/role/:roleName'],
  ['delete', '/api/account/role/:roleName'],
  ['post', '/api/account/user/role/:userId'],
] as const;
const readPaths = [
  '/api/Account/roles/:pageIndex/:pageSize',
  '/api/Account/permissions',
  '/api/account/role/:role/user/:pageIndex/:pageSize',
  '/api/account/users/search',
];

/** The roles screen's calls, per scenario (MSW-Storybook object form). */
export const rolesHandlers = {
  default: [...reads, ...writes],
  /** No roles, no users: a world where nothing has been set up. */
  empty: [
    http.untyped.get('/api/Account/roles/:pageIndex/:pageSize', () => HttpResponse.json(listed([]))),
    ...reads.slice(1),
    ...writes,
  ],
  /** Every call fails. */
  errors: [
    ...readPaths.map((path) => failing('get', path)),
    ...writePaths.map(([method, path]) => failing(method, path)),
  ],
  /** Reads work, every write fails: the failure messages of spec 4 and 8. */
  writeErrors: [...reads, ...writePaths.map(([method, path]) => failing(method, path))],
  /** The roles never arrive. */
  loading: [
    http.untyped.get('/api/Account/roles/:pageIndex/:pageSize', async () => {
      await delay('infinite');
      return HttpResponse.json(listed([]));
    }),
    ...reads.slice(1),
    ...writes,
  ],
};
