/**
 * One person, two browsers, one account (issue 31): each device is its own Chromium profile with the built
 * extension, reaching the reference server through a proxy the test can cut, so one device is offline while the
 * other is not. Each test is one of the findings, acted out as a person would.
 */
import { mintToken, uniqueEmail } from './pages/star-pages';
import { type Device, openDevice, signIn } from './support/devices';
import { expect, serverUrl, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

let devices: Device[] = [];
const open = async (name: string) => {
  const device = await openDevice(name);
  devices.push(device);
  return device;
};

test.afterEach(async () => {
  await Promise.all(devices.map((device) => device.close()));
  devices = [];
});

async function serviceProfile(email: string): Promise<Record<string, unknown>> {
  const token = mintToken(serverUrl(), email);
  const answer = await fetch(`${serverUrl()}/api/me/profile`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { profile: Record<string, unknown> }).profile;
}

test('profile edits made apart on two devices both survive (finding 1)', async () => {
  const email = uniqueEmail('two-profile');
  const [a, b] = [await open('a'), await open('b')];
  await signIn(a, email);
  await signIn(b, email);
  await a.synced();
  await b.synced();

  // A is offline and adds skills; B, online, sets a seniority; then A comes back.
  a.proxy.setOnline(false);
  expect(await a.message({ type: 'profile.patch', profile: { skills: ['TypeScript', 'SQL'] } })).toMatchObject({
    ok: true,
  });
  expect(await b.message({ type: 'profile.patch', profile: { seniority: 'senior' } })).toMatchObject({ ok: true });
  await b.synced();
  a.proxy.setOnline(true);
  await a.synced();
  await b.synced();

  const profile = await serviceProfile(email);
  expect(profile.skills).toEqual(expect.arrayContaining(['TypeScript', 'SQL']));
  expect(profile.seniority).toBe('senior');
  // B's own form shows A's skills: nothing B held overwrote them, and nothing A held undid B's seniority.
  const options = await b.page('options.html');
  await expect(options.getByText('TypeScript').first()).toBeVisible({ timeout: 20_000 });
});
