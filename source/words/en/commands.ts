/** Words of commands: filled as its strings move here. */
export const commands = {};
