export const settings = {
  notConnectedTitle: 'These settings are not saved yet',
  notConnected:
    'This tab is not connected to the server yet, so nothing entered here is stored. Its controls are disabled until it is.',
} as const;
