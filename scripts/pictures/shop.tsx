/**
 * A restaurant's webshop on a phone screen, in one of a few designs: the home hero, the five
 * designs of the template slider and the case pictures all draw it with their own colours,
 * layout and words, so "1000+ designs" looks like designs, not recoloured copies.
 */
import type { ReactNode } from "react";
import type { ShopDish, ShopText } from "../../content/schema/showcase-pictures";
import type { Locale } from "../../shared/locale";
import { AddButton, Box, BRAND, Food, type FoodKind, Line, money, Phone, phoneScreen, Text } from "./kit";

export interface ShopTheme {
  screen: string;
  /** Header background (a colour or a CSS gradient). */
  header: string;
  onHeader: string;
  accent: string;
  onAccent: string;
  card: string;
  text: string;
  muted: string;
  plate: string;
  /** Corner radius of cards and buttons: square designs feel different from round ones. */
  radius: number;
  /** list: rows with a picture on the left; grid: two columns of tiles; feature: one big dish, then rows. */
  layout: "list" | "grid" | "feature";
  /** bar: name on a coloured bar; banner: a tall band with a round logo; centered: name centred on the screen. */
  headerStyle: "bar" | "banner" | "centered";
  tabs: "pills" | "underline" | "boxes";
  /** The drawing for each dish, in order. */
  foods: readonly FoodKind[];
  /** Show the add button as a word ("+ Toevoegen") instead of a round "+". */
  wordButton?: boolean;
  /** The logo's initial letters in the banner. */
  logo?: string;
}

/** A colour or a gradient as satori wants it. */
function paint(fill: string) {
  return fill.includes("gradient(") ? { backgroundImage: fill } : { backgroundColor: fill };
}

function Header({ text, theme, compact }: { text: ShopText; theme: ShopTheme; compact: boolean }) {
  const nameSize = compact ? 15 : 18;
  if (theme.headerStyle === "banner")
    return (
      <Box style={{ flexDirection: "column", alignItems: "center", paddingTop: 30, paddingBottom: 12, ...paint(theme.header) }}>
        <Box
          style={{
            alignItems: "center",
            justifyContent: "center",
            width: 48,
            height: 48,
            borderRadius: 48,
            backgroundColor: theme.card,
            border: `3px solid ${theme.accent}`,
          }}
        >
          <Line size={16} weight={800} color={theme.accent}>
            {theme.logo ?? text.restaurant.slice(0, 1)}
          </Line>
        </Box>
        <Line size={nameSize} weight={800} color={theme.onHeader} style={{ marginTop: 6 }}>
          {text.restaurant}
        </Line>
        <Line size={10.5} color={theme.onHeader} style={{ opacity: 0.85 }}>
          {text.tagline}
        </Line>
      </Box>
    );
  if (theme.headerStyle === "centered")
    return (
      <Box
        style={{
          flexDirection: "column",
          alignItems: "center",
          paddingTop: 30,
          paddingBottom: 10,
          borderBottom: `1px solid ${theme.muted}33`,
          ...paint(theme.header),
        }}
      >
        <Line size={nameSize + 2} weight={800} color={theme.onHeader} style={{ letterSpacing: 1.5 }}>
          {text.restaurant.toUpperCase()}
        </Line>
        <Line size={10.5} color={theme.muted}>
          {text.tagline}
        </Line>
      </Box>
    );
  return (
    <Box style={{ flexDirection: "column", padding: "30px 14px 12px", ...paint(theme.header) }}>
      <Line size={nameSize} weight={800} color={theme.onHeader}>
        {text.restaurant}
      </Line>
      <Line size={10.5} color={theme.onHeader} style={{ opacity: 0.85 }}>
        {text.tagline}
      </Line>
    </Box>
  );
}

function Tabs({ categories, theme }: { categories: readonly string[]; theme: ShopTheme }) {
  return (
    <Box
      style={{
        gap: theme.tabs === "underline" ? 12 : 6,
        padding: theme.tabs === "underline" ? "8px 14px 0" : "10px 12px 4px",
        overflow: "hidden",
        flexShrink: 0,
      }}
    >
      {categories.map((category, index) => {
        const open = index === 0;
        if (theme.tabs === "underline")
          return (
            <Box key={category} style={{ paddingBottom: 5, borderBottom: `2px solid ${open ? theme.accent : "transparent"}`, flexShrink: 0 }}>
              <Line size={11} weight={open ? 800 : 400} color={open ? theme.text : theme.muted}>
                {category}
              </Line>
            </Box>
          );
        return (
          <Box
            key={category}
            style={{
              padding: "4px 10px",
              flexShrink: 0,
              borderRadius: theme.tabs === "pills" ? 20 : 4,
              backgroundColor: open ? theme.accent : theme.card,
              border: `1px solid ${open ? theme.accent : `${theme.muted}44`}`,
            }}
          >
            <Line size={10.5} weight={600} color={open ? theme.onAccent : theme.text}>
              {category}
            </Line>
          </Box>
        );
      })}
    </Box>
  );
}

function Add({ theme, label }: { theme: ShopTheme; label?: string }) {
  return theme.wordButton && label ? <AddButton colour={theme.accent} size={22} label={label} /> : <AddButton colour={theme.accent} size={24} />;
}

function DishRow({
  dish,
  food,
  theme,
  locale,
  add,
  dimmed,
  badge,
  compact,
}: {
  dish: ShopDish;
  food: FoodKind;
  theme: ShopTheme;
  locale: Locale;
  add?: string;
  dimmed?: boolean;
  badge?: ReactNode;
  compact: boolean;
}) {
  // Names and notes wrap rather than run under the button: a narrow phone has ~100 px for them.
  return (
    <Box
      style={{
        alignItems: "center",
        gap: compact ? 7 : 10,
        padding: compact ? 7 : 8,
        borderRadius: theme.radius,
        backgroundColor: theme.card,
        opacity: dimmed ? 0.55 : 1,
      }}
    >
      <Food kind={food} size={compact ? 34 : 42} plate={theme.plate} />
      <Box style={{ flexDirection: "column", flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 }}>
        <Text size={compact ? 11.5 : 12} weight={600} color={theme.text} style={{ lineHeight: 1.2 }}>
          {dish.name}
        </Text>
        {dish.note ? (
          <Text size={9.5} color={theme.muted} style={{ lineHeight: 1.2 }}>
            {dish.note}
          </Text>
        ) : null}
        <Line size={11.5} weight={800} color={theme.text} style={{ marginTop: 2 }}>
          {money(dish.priceCents, locale)}
        </Line>
      </Box>
      {badge ?? <Add theme={theme} label={add} />}
    </Box>
  );
}

function DishTile({
  dish,
  food,
  theme,
  locale,
  add,
  width,
}: {
  dish: ShopDish;
  food: FoodKind;
  theme: ShopTheme;
  locale: Locale;
  add?: string;
  width: number;
}) {
  return (
    <Box style={{ flexDirection: "column", width, flexShrink: 0, padding: 8, borderRadius: theme.radius, backgroundColor: theme.card }}>
      <Box style={{ justifyContent: "center", padding: 4, borderRadius: theme.radius, backgroundColor: theme.plate }}>
        <Food kind={food} size={60} plate={theme.plate} />
      </Box>
      <Line size={11.5} weight={600} color={theme.text} style={{ marginTop: 6 }}>
        {dish.name}
      </Line>
      <Box style={{ alignItems: "center", justifyContent: "space-between", marginTop: 4 }}>
        <Line size={11.5} weight={800} color={theme.text}>
          {money(dish.priceCents, locale)}
        </Line>
        <Add theme={{ ...theme, wordButton: false }} label={add} />
      </Box>
    </Box>
  );
}

function FeatureCard({ dish, food, theme, locale, add }: { dish: ShopDish; food: FoodKind; theme: ShopTheme; locale: Locale; add?: string }) {
  return (
    <Box style={{ flexDirection: "column", borderRadius: theme.radius, backgroundColor: theme.card, overflow: "hidden" }}>
      <Box style={{ justifyContent: "center", padding: "10px 0", backgroundColor: theme.plate }}>
        <Food kind={food} size={84} plate={theme.plate} />
      </Box>
      <Box style={{ alignItems: "center", gap: 8, padding: "8px 10px" }}>
        <Box style={{ flexDirection: "column", flexGrow: 1, minWidth: 0 }}>
          <Line size={13} weight={800} color={theme.text}>
            {dish.name}
          </Line>
          {dish.note ? (
            <Line size={9.5} color={theme.muted}>
              {dish.note}
            </Line>
          ) : null}
        </Box>
        <Line size={12.5} weight={800} color={theme.text}>
          {money(dish.priceCents, locale)}
        </Line>
      </Box>
      <Box style={{ padding: "0 10px 10px" }}>
        <Box style={{ flexGrow: 1, justifyContent: "center", padding: "6px 0", borderRadius: theme.radius, backgroundColor: theme.accent }}>
          <Line size={11.5} weight={600} color={theme.onAccent}>
            {add ? `+ ${add}` : "+"}
          </Line>
        </Box>
      </Box>
    </Box>
  );
}

function basketTotalCents(text: ShopText): number {
  return text.dishes.slice(0, text.basketCount).reduce((sum, dish) => sum + dish.priceCents, 0);
}

function BasketBar({ text, theme, locale }: { text: ShopText; theme: ShopTheme; locale: Locale }) {
  return (
    <Box
      style={{
        position: "absolute",
        left: 10,
        right: 10,
        bottom: 12,
        alignItems: "center",
        gap: 8,
        padding: "9px 12px",
        borderRadius: Math.max(theme.radius, 8),
        backgroundColor: theme.accent,
      }}
    >
      <Box style={{ alignItems: "center", justifyContent: "center", width: 20, height: 20, borderRadius: 20, backgroundColor: theme.onAccent }}>
        <Line size={10.5} weight={800} color={theme.accent}>
          {String(text.basketCount)}
        </Line>
      </Box>
      <Line size={12} weight={600} color={theme.onAccent} style={{ flexGrow: 1 }}>
        {text.basket}
      </Line>
      <Line size={12} weight={800} color={theme.onAccent}>
        {money(basketTotalCents(text), locale)}
      </Line>
    </Box>
  );
}

/** The webshop's screen content (no phone around it): header, tabs, dishes, basket bar. */
function ShopScreen({
  width,
  text,
  theme,
  locale,
  compact = false,
  extra,
  rowBadge,
}: {
  width: number;
  text: ShopText;
  theme: ShopTheme;
  locale: Locale;
  compact?: boolean;
  extra?: ReactNode;
  rowBadge?: (index: number) => ReactNode | undefined;
}) {
  const foodOf = (index: number): FoodKind => theme.foods[index % theme.foods.length] ?? "bowl";
  const dishes = text.dishes.map((dish, index) => ({ dish, food: foodOf(index), index }));
  let body: ReactNode;
  if (theme.layout === "grid")
    body = (
      <Box style={{ flexDirection: "column", gap: 8, padding: "6px 10px" }}>
        {[0, 2].map((start) => (
          <Box key={start} style={{ gap: 8 }}>
            {dishes.slice(start, start + 2).map(({ dish, food }) => (
              <DishTile key={dish.name} dish={dish} food={food} theme={theme} locale={locale} add={text.add} width={Math.floor((width - 28) / 2)} />
            ))}
          </Box>
        ))}
      </Box>
    );
  else {
    const [first, ...rest] = dishes;
    const rows = theme.layout === "feature" ? rest : dishes;
    body = (
      <Box style={{ flexDirection: "column", gap: 7, padding: "6px 10px" }}>
        {theme.layout === "feature" && first ? <FeatureCard dish={first.dish} food={first.food} theme={theme} locale={locale} add={text.add} /> : null}
        {rows.map(({ dish, food, index }) => (
          <DishRow
            key={dish.name}
            dish={dish}
            food={food}
            theme={theme}
            locale={locale}
            add={text.add}
            badge={rowBadge?.(index)}
            dimmed={rowBadge?.(index) !== undefined}
            compact={compact}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box style={{ position: "relative", flexDirection: "column", width, height: "100%", backgroundColor: theme.screen }}>
      <Header text={text} theme={theme} compact={compact} />
      {extra}
      <Tabs categories={text.categories} theme={theme} />
      {body}
      <BasketBar text={text} theme={theme} locale={locale} />
    </Box>
  );
}

/** The webshop in a phone of `width` × `height`. */
export function ShopPhone(props: {
  width: number;
  height: number;
  text: ShopText;
  theme: ShopTheme;
  locale: Locale;
  extra?: ReactNode;
  rowBadge?: (index: number) => ReactNode | undefined;
}) {
  const { width, height, ...screen } = props;
  return (
    <Phone width={width} height={height} screen={props.theme.screen}>
      <ShopScreen {...screen} width={phoneScreen(width, height).width} compact={width < 260} />
    </Phone>
  );
}

/** The brand's own webshop look, for the hero and the cases that do not bring their own. */
export const BESTELWIJS_THEME: ShopTheme = {
  screen: BRAND.cream,
  header: BRAND.tomatoDark,
  onHeader: BRAND.white,
  accent: BRAND.tomatoDark,
  onAccent: BRAND.white,
  card: BRAND.white,
  text: BRAND.ink,
  muted: BRAND.inkMuted,
  plate: BRAND.creamDeep,
  radius: 12,
  layout: "list",
  headerStyle: "bar",
  tabs: "pills",
  foods: ["burger", "fries", "salad", "drink"],
};
