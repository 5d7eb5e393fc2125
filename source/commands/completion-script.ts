import {
  type CommandCompletion,
  completionTable,
  type FlagCompletion,
  puzzleIds,
  type ValueCompletion,
} from './completion-table.js';

/**
 * `tobikoe completion bash|zsh|fish`: a script each shell reads once, with
 * every command, id, flag and value written into it. A Tab then runs no
 * tobikoe process (libraries such as tabtab or omelette have the script call
 * the program back on each Tab: a Node start, some 100 ms, every time).
 */

/** A word in single quotes for bash and zsh. */
const shellQuoted = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** A word in single quotes for fish, where `\` and `'` are escaped inside. */
const fishQuoted = (text: string): string => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** A description on one line: completion menus show one line each. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const valued = (flag: FlagCompletion): boolean => flag.value !== 'switch';

type Table = { commands: CommandCompletion[]; ids: string[]; flags: FlagCompletion[] };

const tableNow = (): Table => {
  const commands = completionTable();
  const flags = new Map<string, FlagCompletion>();
  for (const command of commands) {
    for (const flag of command.flags) if (!flags.has(flag.name)) flags.set(flag.name, flag);
  }
  return { commands, ids: puzzleIds(), flags: [...flags.values()] };
};

/** The flags that take a value, as a shell `case` pattern: `--lang|--algo|…`. */
const valuedPattern = (flags: readonly FlagCompletion[]): string =>
  flags
    .filter(valued)
    .map((flag) => `--${flag.name}`)
    .join('|');

/** The same lines both shells use to find the command and its operand, skipping flags' values. */
const scanLines = (table: Table, first: string, words: string, count: string): string[] => [
  `  for ((i = ${first}; i < ${count}; i++)); do`,
  `    case \${${words}[i]} in`,
  `      (${valuedPattern(table.flags)}|=) ((i++)) ;;`,
  '      (-*) ;;',
  `      (*) if [[ -z $command ]]; then command=\${${words}[i]}; elif [[ -z $operand ]]; then operand=\${${words}[i]}; fi ;;`,
  '    esac',
  '  done',
];

const commandOf = (table: Table, name: string): CommandCompletion | undefined =>
  table.commands.find((command) => command.name === name);

/** The words an operand completes to, or what kind of thing it is. */
const operandWords = (table: Table, command: CommandCompletion): ValueCompletion | 'none' => {
  const { operand } = command;
  if (operand === 'puzzle') return table.ids;
  if (operand === 'command') return table.commands.map((each) => each.name);
  if (operand === 'file') return 'file';
  if (operand === 'none') return 'none';
  return operand;
};

const bashWords = (words: readonly string[]): string =>
  `mapfile -t COMPREPLY < <(compgen -W ${shellQuoted(words.join(' '))} -- "$cur")`;

const bashOffer = (value: ValueCompletion | 'none'): string => {
  if (value === 'file') return 'mapfile -t COMPREPLY < <(compgen -f -- "$cur")';
  if (typeof value === 'string') return 'COMPREPLY=()';
  return bashWords(value);
};

/** Flags grouped by what their value completes to, for one `case` arm each. */
const byValue = (flags: readonly FlagCompletion[]): Map<string, FlagCompletion[]> => {
  const groups = new Map<string, FlagCompletion[]>();
  for (const flag of flags.filter(valued)) {
    const key = typeof flag.value === 'string' ? flag.value : flag.value.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), flag]);
  }
  return groups;
};

const flagNames = (flags: readonly FlagCompletion[]): string =>
  flags.map((flag) => `--${flag.name}`).join('|');

/** The command a line means when it names none: `tobikoe --ascii` plays. */
const DEFAULT_COMMAND = 'play';

const bashScript = (table: Table): string => {
  const defaulted = commandOf(table, DEFAULT_COMMAND);
  const lines = [
    '# tobikoe completion for bash: `source <(tobikoe completion bash)` in ~/.bashrc,',
    '# or save it as ~/.local/share/bash-completion/completions/tobikoe',
    '_tobikoe() {',
    `  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]}`,
    "  local command='' operand='' i",
    `  [[ $prev == = ]] && prev=\${COMP_WORDS[COMP_CWORD-2]}`,
    '  [[ $cur == = ]] && cur=',
    ...scanLines(table, '1', 'COMP_WORDS', 'COMP_CWORD'),
    '  case $prev in',
    ...[...byValue(table.flags).values()].map(
      (flags) => `    (${flagNames(flags)}) ${bashOffer(flags[0].value)}; return ;;`,
    ),
    '  esac',
    '  if [[ $cur == -* ]]; then',
    '    case $command in',
    ...table.commands.map(
      (command) =>
        `      (${command.name}) ${bashWords(command.flags.map((flag) => `--${flag.name}`))} ;;`,
    ),
    ...(defaulted
      ? [`      ('') ${bashWords(defaulted.flags.map((flag) => `--${flag.name}`))} ;;`]
      : []),
    '    esac',
    '    return',
    '  fi',
    '  if [[ -z $command ]]; then',
    `    ${bashWords(table.commands.map((command) => command.name))}`,
    '    return',
    '  fi',
    '  [[ -n $operand ]] && return',
    '  case $command in',
    ...table.commands.map(
      (command) => `    (${command.name}) ${bashOffer(operandWords(table, command))} ;;`,
    ),
    '  esac',
    '}',
    'complete -o filenames -F _tobikoe tobikoe',
  ];
  return `${lines.join('\n')}\n`;
};

/** `name:description` for zsh's _describe (a colon in the name would need a backslash; none has one). */
const described = (name: string, help: string): string =>
  shellQuoted(help ? `${name}:${oneLine(help)}` : name);

const zshOffer = (value: ValueCompletion | 'none'): string => {
  if (value === 'file') return '_files';
  if (typeof value === 'string') return ':';
  return `compadd -- ${value.map(shellQuoted).join(' ')}`;
};

const zshScript = (table: Table): string => {
  const defaulted = commandOf(table, DEFAULT_COMMAND);
  const flagList = (command: CommandCompletion): string =>
    command.flags.map((flag) => described(`--${flag.name}`, flag.help)).join(' ');
  const lines = [
    '#compdef tobikoe',
    '# tobikoe completion for zsh: `source <(tobikoe completion zsh)` in ~/.zshrc',
    '# (after compinit), or save it as _tobikoe in a folder of $fpath',
    '_tobikoe() {',
    `  local cur=\${words[CURRENT]} prev=\${words[CURRENT-1]} command='' operand='' i`,
    '  local -a described',
    ...scanLines(table, '2', 'words', 'CURRENT'),
    '  case $prev in',
    ...[...byValue(table.flags).values()].map(
      (flags) => `    (${flagNames(flags)}) ${zshOffer(flags[0].value)}; return ;;`,
    ),
    '  esac',
    '  if [[ $cur == -* ]]; then',
    '    case $command in',
    ...table.commands.map(
      (command) => `      (${command.name}) described=(${flagList(command)}) ;;`,
    ),
    ...(defaulted ? [`      ('') described=(${flagList(defaulted)}) ;;`] : []),
    '    esac',
    "    _describe -t options 'option' described",
    '    return',
    '  fi',
    '  if [[ -z $command ]]; then',
    `    described=(${table.commands.map((command) => described(command.name, command.summary)).join(' ')})`,
    "    _describe -t commands 'command' described",
    '    return',
    '  fi',
    '  [[ -n $operand ]] && return',
    '  case $command in',
    ...table.commands.map(
      (command) => `    (${command.name}) ${zshOffer(operandWords(table, command))} ;;`,
    ),
    '  esac',
    '}',
    `if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then`,
    '  _tobikoe "$@"',
    'else',
    '  compdef _tobikoe tobikoe',
    'fi',
  ];
  return `${lines.join('\n')}\n`;
};

const fishScript = (table: Table): string => {
  const names = table.commands.map((command) => command.name).join(' ');
  const inCommand = (command: CommandCompletion): string =>
    command.name === DEFAULT_COMMAND
      ? fishQuoted(`__fish_use_subcommand; or __fish_seen_subcommand_from ${command.name}`)
      : fishQuoted(`__fish_seen_subcommand_from ${command.name}`);
  const flagLine = (command: CommandCompletion, flag: FlagCompletion): string => {
    const value =
      flag.value === 'switch'
        ? ''
        : flag.value === 'file'
          ? ' -r -F'
          : flag.value === 'free'
            ? ' -x'
            : ` -x -a ${fishQuoted(flag.value.join(' '))}`;
    const help = flag.help ? ` -d ${fishQuoted(oneLine(flag.help))}` : '';
    return `complete -c tobikoe -n ${inCommand(command)} -l ${flag.name}${value}${help}`;
  };
  const operandLine = (command: CommandCompletion): string[] => {
    const value = operandWords(table, command);
    if (value === 'none' || value === 'free' || value === 'switch') return [];
    const condition = `${inCommand(command)}`;
    if (value === 'file') return [`complete -c tobikoe -n ${condition} -F`];
    return [`complete -c tobikoe -n ${condition} -a ${fishQuoted(value.join(' '))}`];
  };
  const lines = [
    '# tobikoe completion for fish: `tobikoe completion fish | source` in',
    '# ~/.config/fish/config.fish, or save it as ~/.config/fish/completions/tobikoe.fish',
    'complete -c tobikoe -f',
    ...table.commands.map(
      (command) =>
        `complete -c tobikoe -n ${fishQuoted(`not __fish_seen_subcommand_from ${names}`)} -a ${command.name} -d ${fishQuoted(oneLine(command.summary))}`,
    ),
    ...table.commands.flatMap((command) => [
      ...command.flags.map((flag) => flagLine(command, flag)),
      ...operandLine(command),
    ]),
  ];
  return `${lines.join('\n')}\n`;
};

const scripts = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** The completion script for a shell the parser has checked (`completion`'s choices). */
export const completionScript = (shell: string | undefined): string => {
  const make = scripts[shell as keyof typeof scripts];
  if (!make) throw new Error(`no completion script for ${String(shell)}`);
  return make(tableNow());
};
