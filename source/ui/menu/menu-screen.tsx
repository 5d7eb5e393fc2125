import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { type Features, menuBindings } from '../../game/game.js';
import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { LANGUAGE_NAMES, language } from '../../words/language.js';
import { words } from '../../words/words.js';
import { Clickable } from '../common/clickable.js';
import { displayText, useDisplay } from '../common/display.js';
import { keyBar } from '../common/key-bar.js';
import { useKeys } from '../common/key-router.js';
import { openEntry } from '../common/opened.js';
import { SizeGuard } from '../common/size-guard.js';
import { columns, truncateWords } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { HelpScreen } from '../help/help-screen.js';
import { MenuIndicator, MenuItem, MenuLookContext } from './menu-item.js';
import { MENU_NEED, planMenu } from './menu-plan.js';
import { MenuPreview } from './menu-preview.js';
import { type MenuWays, useMenuState } from './use-menu-state.js';

export type MenuScreenProps = Omit<MenuWays, 'features'> & {
  readonly features?: Features;
  /** The player's best for a variant, e.g. `best 16`, once it has been solved. */
  readonly bestOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
  /** The player's stats for a variant (`started 5 · solved 3, 2 unaided`), once played. */
  readonly statsOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
  /** A sentence for the player about the saved data (a damaged file set aside). */
  readonly notice?: string;
};

/**
 * The menu: every catalogue entry grouped by family, details of the highlighted
 * one below. Its state and keys are useMenuState's, what fits is planMenu's.
 */
export const MenuScreen = ({
  features = {},
  bestOf,
  statsOf,
  notice,
  ...ways
}: MenuScreenProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const { columns: width, rows: height } = useTerminalSize();
  const say = words().menu;
  const state = useMenuState({ ...ways, features });
  const { current, highlighted, onKey, axes, axis } = state;
  useKeys(onKey, !state.help);
  const text = (line: string): string => displayText(line, ascii);

  if (state.help) {
    return (
      <HelpScreen
        entry={current}
        puzzle={openEntry(current, state.optionsOf(current)).puzzle}
        features={features}
        from="menu"
        onClose={state.closeHelp}
      />
    );
  }

  const plan = planMenu(state, { width, height, ascii, bestOf, statsOf });
  const { top, limit, titleOf } = plan;
  const { error } = state;
  const choice = axes[axis];
  const keys = keyBar(
    menuBindings,
    {
      features,
      ascii,
      width,
      rows: 1,
      words: {
        ...(ways.onLanguage ? { language: LANGUAGE_NAMES[language() === 'en' ? 'ja' : 'en'] } : {}),
        ...(choice
          ? {
              option: choice.name,
              ...(axes.length > 1 ? { next: axes[(axis + 1) % axes.length].name } : {}),
            }
          : {}),
      },
    },
    onKey,
  );

  return (
    <MenuLookContext.Provider value={plan.look}>
      <SizeGuard
        need={MENU_NEED}
        size={{ columns: width, rows: height }}
        keys={words().common.keysQuit}
      >
        <Box flexDirection="column" width={width}>
          <Text wrap="truncate">
            <Text bold>tobikoe</Text>
            <Text dimColor={color}>
              {text(truncateWords(say.tagline, width - 'tobikoe'.length, ascii))}
            </Text>
          </Text>
          <Text wrap="truncate" dimColor={color}>
            {plan.above > 0 ? text(`  ${say.moreAbove(plan.above)}`) : ' '}
          </Text>
          <Box flexDirection="column">
            {state.items.slice(top, top + limit).map((item, offset) => {
              const index = top + offset;
              const selected = index === highlighted;
              return (
                <Clickable
                  key={item.key}
                  onClick={() => (selected ? state.open(current) : state.highlightAt(index))}
                >
                  <MenuIndicator isSelected={selected} />
                  <MenuItem isSelected={selected} label={item.label} />
                </Clickable>
              );
            })}
          </Box>
          <Text wrap="truncate" dimColor={color}>
            {plan.below > 0 ? text(`  ${say.moreBelow(plan.below)}`) : ' '}
          </Text>
          <Text wrap="truncate">
            <Text bold>{text(truncateWords(titleOf(current), width, ascii))}</Text>
            <Text dimColor={color}>
              {text(truncateWords(` · ${plan.command}`, width - columns(titleOf(current)), ascii))}
            </Text>
          </Text>
          {plan.summary.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={index} wrap="truncate">
              {line}
            </Text>
          ))}
          {plan.statsLines.map((line) => (
            <Text key="stats" wrap="truncate">
              {line}
            </Text>
          ))}
          {plan.figure.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={`figure-${index}`} wrap="truncate" dimColor={color}>
              {line}
            </Text>
          ))}
          {Array.from({ length: plan.blanks }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank lines
            <Text key={`blank-${index}`}> </Text>
          ))}
          {plan.preview ? (
            <MenuPreview
              puzzle={plan.preview}
              rules={current.rules}
              width={plan.lineWidth}
              rows={plan.room}
            />
          ) : null}
          <Text wrap="truncate" color={color && (error || notice) ? 'redBright' : undefined}>
            {text(truncateWords(error ?? notice ?? plan.optionLine, width, ascii))}
          </Text>
          <Clickable onClick={({ x }) => keys.onClick(x, 0)}>
            <Text wrap="truncate" dimColor={color}>
              {keys.lines[0] ?? ''}
            </Text>
          </Clickable>
        </Box>
      </SizeGuard>
    </MenuLookContext.Provider>
  );
};
