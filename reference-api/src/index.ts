export default { fetch: () => new Response('ref') } satisfies ExportedHandler;
