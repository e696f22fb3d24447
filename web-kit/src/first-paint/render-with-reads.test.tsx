/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { renderWithReads } from './render-with-reads.js';

const fetchGreeting = jest.fn(async () => 'Howdy');
const fetchName = jest.fn(async () => 'San Antonio');

function Greeting() {
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
  const name = useQuery({ queryKey: ['name'], queryFn: fetchName });
  return <p>{greeting.data && name.data ? `${greeting.data}, ${name.data}` : 'Loading'}</p>;
}

describe('renderWithReads', () => {
  it('fetches what the view reads, once each, and renders the view with the answers', async () => {
    const paint = await renderWithReads(<Greeting />, { apiBaseUrl: 'https://api.example.com' });
    expect(paint?.html).toBe('<p>Howdy, San Antonio</p>');
    expect(fetchGreeting).toHaveBeenCalledTimes(1);
    expect(fetchName).toHaveBeenCalledTimes(1);
    expect(paint?.state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['greeting'], 'Howdy'],
      [['name'], 'San Antonio'],
    ]);
  });

  it("hands the preloads React hoists out of the view (its eager images) to the head, the view's markup alone", async () => {
    const paint = await renderWithReads(
      <section>
        <img src="/images/hero.webp" alt="Stone patio" />
        <Greeting />
      </section>,
      { apiBaseUrl: 'https://api.example.com' },
    );
    expect(paint?.html).toBe(
      '<section><img src="/images/hero.webp" alt="Stone patio"/><p>Howdy, San Antonio</p></section>',
    );
    expect(paint?.head).toBe('<link rel="preload" as="image" href="/images/hero.webp"/>');
  });

  it('answers undefined when a read fails, without retrying it', async () => {
    fetchName.mockRejectedValueOnce(new Error('503'));
    expect(await renderWithReads(<Greeting />, { apiBaseUrl: 'https://api.example.com' })).toBeUndefined();
    expect(fetchName).toHaveBeenCalledTimes(1);
  });

  it('lets a view that throws throw: that is a bug to see, not a missing first view', async () => {
    function Broken(): never {
      throw new ReferenceError('window is not defined');
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWithReads(<Broken />, { apiBaseUrl: 'https://api.example.com' })).rejects.toThrow(
      'window is not defined',
    );
  });
});
