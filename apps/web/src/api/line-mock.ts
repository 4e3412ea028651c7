/**
 * The LIFF mock's token issuer (GET /api/config liff.mockTokenUrl, only in mock mode): a demo
 * LINE user's id token. Not an API call (another origin may answer, no bearer, no JSON error
 * body), so it is a plain fetch, kept here with every other call of the web.
 */
export async function issueMockLineToken(url: string, body: { sub?: string; name: string }): Promise<{ idToken: string; sub: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`LIFF mock: token issuer answered ${response.status}`);
  return (await response.json()) as { idToken: string; sub: string };
}
