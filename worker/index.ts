export default { fetch: () => new Response('hi') } satisfies ExportedHandler;
