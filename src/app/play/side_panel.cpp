#include "app/play/side_panel.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/tally_text.hpp"
#include "app/play/branch_panel.hpp"
#include "app/play/marking_bar.hpp"
#include "app/views/board_view.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

// The smallest font scale the clock shrinks to (ImGui asserts on a scale <= 0).
constexpr float kMinFontScale = 0.05f;
// The hint's words take at most this share of the window's height (or three lines), and leave
// room for the scrollbar a longer text gets.
constexpr float kHintShareOfWindow = 0.16f;
constexpr float kHintScrollbarRoom = 18.0f;
// The panel's New game button shrinks its label to this share at most to fit its line.
constexpr float kNewGameSmallest = 0.85f;

void muted_label(const ViewContext& ctx, const char* label) {
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
}

bool wide_button(const char* label) {
    return fitted_button(label, ImGui::GetContentRegionAvail().x);
}

// The width of each of `count` buttons sharing the row.
float row_share(int count) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    return std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(count - 1)) /
                      static_cast<float>(count));
}

// The buttons fit side by side in one row, as button_row_widths shares it (else each takes a
// row: a large interface, a long translation).
// `smallest`: how far a label may shrink in it (whole labels only: 1).
bool row_fits(const ViewContext& ctx, std::initializer_list<Text> labels,
              float smallest = kSmallestLabelScale) {
    std::vector<const char*> words;
    for (const Text t : labels)
        words.push_back(ctx.t(t));
    return button_row_fits(words, -1.0f, smallest);
}

// A button `width` wide that queues `command` when clicked (greyed out when not `enabled`),
// named `name` in the layout report.
void command_button(const ViewContext& ctx, const char* name, Text label, float width,
                    Command command, bool enabled = true) {
    ImGui::BeginDisabled(!enabled);
    if (fitted_button(ctx.t(label), width)) ctx.commands.push(std::move(command));
    report_last_item(name);
    ImGui::EndDisabled();
}

// Two buttons side by side sharing the row (or one above the other, when they do not fit),
// each queueing its command when clicked.
// `names`: the two buttons' names in the layout report ("undo redo"), for the GUI tests.
void button_pair(const ViewContext& ctx, const char* const (&names)[2], Text left,
                 Command left_command, Text right, Command right_command, bool left_enabled = true,
                 bool right_enabled = true) {
    const bool side_by_side = row_fits(ctx, {left, right});
    // Side by side, the longer label takes what it needs from the shorter one first.
    const char* const labels[] = {ctx.t(left), ctx.t(right)};
    const std::vector<float> widths = button_row_widths(labels);
    command_button(ctx, names[0], left, side_by_side ? widths[0] : ImGui::GetContentRegionAvail().x,
                   std::move(left_command), left_enabled);
    if (side_by_side) ImGui::SameLine();
    command_button(ctx, names[1], right, ImGui::GetContentRegionAvail().x, std::move(right_command),
                   right_enabled);
}

}  // namespace

void SidePanel::draw(const ViewContext& ctx) {
    draw_clock(ctx);
    draw_status(ctx);
    ImGui::Separator();
    // The what-if part above the pad, which takes the height left after it.
    // It gets what the pad (one frame high per row), the marking modes and Erase leave.
    const int n = ctx.play.layout().size();
    const float pad_rows = static_cast<float>((n + sub_grid_columns(n) - 1) / sub_grid_columns(n));
    const float controls = (pad_rows + 3.0f) * ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginDisabled(ctx.ui.paused);
    draw_branch_panel(ctx, ImGui::GetContentRegionAvail().y - controls);
    ImGui::EndDisabled();
    draw_controls(ctx);
    check_window_fits("side panel");
    // The controls are chosen to fit the height: a panel that scrolls hides some of them (a
    // long hint explanation may still make it scroll; the tests show none).
    if (ImGui::GetScrollMaxY() > 0.5f)
        report_clipping("side panel", "(scrolls)",
                        ImGui::GetScrollMaxY() + ImGui::GetWindowHeight(),
                        ImGui::GetWindowHeight());
}

void SidePanel::draw_clock(const ViewContext& ctx) {
    const core::Game& game = ctx.play.game();
    const UiState& ui = ctx.ui;
    // Clock, with its label beside it on the same baseline, and the pause button at the right.
    // Hundredths tick while the clock runs (lesson 002's mm:ss:ms clock; the window then redraws
    // 20 times a second); with that option off a running clock shows whole seconds and the
    // window sleeps between them. A stopped clock always shows hundredths.
    ImFont* large = ctx.fonts.ui_large();
    const float clock_top = ImGui::GetCursorPosY();
    const bool stopped = ui.paused || game.completed();
    const std::string clock =
        ui.prefs.show_timer ? format_clock(game.elapsed_ms(), stopped || ui.prefs.clock_hundredths)
                            : "--:--";
    ImGui::PushFont(large);
    // A large interface on a narrow window (3x at 1280x800) shrinks the clock to the panel's
    // width rather than cutting its digits off.
    const float clock_width = ImGui::CalcTextSize(clock.c_str()).x;
    const float panel_width = ImGui::GetContentRegionAvail().x;
    // A window a few pixels wide leaves no width at all (ImGui asserts on a scale <= 0).
    if (clock_width > panel_width)
        ImGui::SetWindowFontScale(std::max(kMinFontScale, panel_width / clock_width));
    if (ui.clock_outside && ui.prefs.show_timer) {
        // The platform draws the digits over this room (same size as the text would take),
        // so a running clock changes none of the frame's pixels.
        ImGui::Dummy(ImGui::CalcTextSize(clock.c_str()));
        const ImVec4 colour = ImGui::ColorConvertU32ToFloat4(ImGui::GetColorU32(ImGuiCol_Text));
        m_clock_place = ClockPlace{.rect = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                                            ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y},
                                   .font_size = ImGui::GetFontSize(),
                                   .colour = {colour.x, colour.y, colour.z, colour.w}};
    } else {
        ImGui::TextUnformatted(clock.c_str());
    }
    report_last_item("clock");
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    const float clock_right = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    const char* pause = ctx.t(ui.paused ? Text::ItemResume : Text::ItemPause);
    const float frame_pad = ImGui::GetStyle().FramePadding.x * 2.0f;
    const float pause_width = game.completed() ? 0.0f : ImGui::CalcTextSize(pause).x + frame_pad;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    const float buttons = pause_width;
    const char* label = ctx.t(Text::PanelTime);
    // The "Time" label only where it fits between the clock and the buttons.
    if (clock_right + 2.0f * spacing + ImGui::CalcTextSize(label).x + buttons <= right) {
        ImGui::SameLine();
        ImGui::SetCursorPosY(clock_top + (large->FontSize - ImGui::GetFontSize()) * 0.8f);
        muted_label(ctx, label);
    }
    // The pause button beside the clock where both fit (a large interface with a long word
    // such as "Tạm dừng" does not), else on its own line below, never over the digits.
    const bool pause_beside = clock_right + spacing + pause_width <= right;
    if (pause_beside || game.completed())
        ImGui::SetCursorPosY(std::max(
            ImGui::GetCursorPosY(), clock_top + large->FontSize + ImGui::GetStyle().ItemSpacing.y));
    const float button_y = clock_top + (large->FontSize - ImGui::GetFrameHeight()) * 0.5f;
    if (!game.completed()) {
        if (pause_beside) {
            ImGui::SameLine(right - buttons);
            ImGui::SetCursorPosY(button_y);
        }
        // On its own line it may still be wider than a narrow panel ("Tạm dừng" at 3x).
        if (fitted_button(pause, std::min(pause_width, ImGui::GetContentRegionAvail().x)))
            ctx.commands.push(cmd::TogglePause{});
        report_last_item("pause");
    }
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(),
                                  clock_top + large->FontSize + ImGui::GetStyle().ItemSpacing.y));
}

void SidePanel::draw_status(const ViewContext& ctx) {
    const PlayView& play = ctx.play;
    const core::Game& game = play.game();
    const UiState& ui = ctx.ui;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const char* puzzle_label = ctx.t(Text::PanelPuzzle);
    muted_label(ctx, puzzle_label);
    std::string puzzle = play.layout().describe();
    if (!game.difficulty().empty())
        puzzle += " · " + difficulty_label(game.difficulty(), ui.language);
    // Beside its label where it fits, else on the next line (never broken inside a word).
    const float puzzle_width = ImGui::CalcTextSize(puzzle.c_str()).x;
    const bool beside_label = ImGui::CalcTextSize(puzzle_label).x + spacing + puzzle_width <=
                              ImGui::GetContentRegionAvail().x;
    const float line_start = ImGui::GetCursorPosX();
    if (beside_label) ImGui::SameLine();
    const float text_start = beside_label ? ImGui::GetCursorPosX() : line_start;
    ImGui::TextWrapped("%s", puzzle.c_str());
    draw_new_game_button(ctx, text_start + puzzle_width);
    const TallyParts tallies = tally_parts(game.mistakes(), ui.mistakes_at_check, game.hints_used(),
                                           ui.prefs.mistakes_at_once, ui.language);
    ImGui::TextUnformatted(tallies.mistakes.c_str());
    if (!ui.prefs.mistakes_at_once && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", ctx.t(Text::PanelMistakesQuiet));
    // The hints beside the mistakes where both fit, else on the next line, never "Hints:" on
    // one line and its number on the next (3x on a 1024x768 screen).
    const float gap = ImGui::CalcTextSize("    ").x;
    if (gap + ImGui::CalcTextSize(tallies.hints.c_str()).x <=
        ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x)
        ImGui::SameLine(0.0f, gap);
    ImGui::TextUnformatted(tallies.hints.c_str());

    if (play.is_solved()) draw_solved(ctx);
    if (ui.hint_level > 0) draw_hint(ctx);
}

void SidePanel::draw_new_game_button(const ViewContext& ctx, float text_end) {
    // New game at the end of the puzzle's line, where it fits whole there (a first-time player
    // looks for it on the play screen; the menu, Ctrl+N and the Solved! banner have it too).
    // Never a line of its own: the pad and the buttons under it keep their places.
    // Its label may shrink a little (fitted_button), never below kNewGameSmallest of its size.
    const char* label = ctx.t(Text::ItemNewGame);
    const float natural = ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    const float room = right - text_end - 2.0f * ImGui::GetStyle().ItemSpacing.x;
    const float line_top = ImGui::GetItemRectMin().y - ImGui::GetWindowPos().y;
    if (ImGui::GetItemRectSize().y > ImGui::GetTextLineHeightWithSpacing() * 1.5f ||
        room < natural * kNewGameSmallest)
        return;  // the description wrapped, or no room beside it
    const float width = std::min(natural, room);
    const float after = ImGui::GetCursorPosY();
    ImGui::SameLine(right - width);
    ImGui::SetCursorPosY(line_top + (ImGui::GetTextLineHeight() - ImGui::GetFrameHeight()) * 0.5f);
    if (fitted_button(label, width)) ctx.commands.push(cmd::OpenNewGameDialog{});
    report_last_item("panel_new_game");
    ImGui::SetCursorPosY(after);
}

void SidePanel::draw_solved(const ViewContext& ctx) {
    // A shown solution is no win: said plainly, in the ordinary type, wrapped. "Solved!" is
    // one word in large type: it shrinks to the panel (3x on 1024x768) rather than clipping.
    const bool won = ctx.play.game().solved_by_player();
    ImGui::PushStyleColor(ImGuiCol_Text, won ? ctx.theme.hint_digit : ctx.theme.muted_text);
    if (won) {
        ImGui::PushFont(ctx.fonts.ui_large());
        const char* solved = ctx.t(Text::CelebrateSolved);
        const float natural = ImGui::CalcTextSize(solved).x;
        const float room = ImGui::GetContentRegionAvail().x;
        if (natural > room) ImGui::SetWindowFontScale(std::max(kMinFontScale, room / natural));
        ImGui::TextUnformatted(solved);
        report_last_item("solved_label");
        ImGui::SetWindowFontScale(1.0f);
        ImGui::PopFont();
    } else {
        ImGui::TextWrapped("%s", ctx.t(Text::SolutionShown));
    }
    ImGui::PopStyleColor();
}

void SidePanel::draw_hint(const ViewContext& ctx) const {
    // The hint's title and words have a place of bounded height (longer words scroll inside
    // it): a share of the window at most, and never more than leaves the smallest panel under
    // it (the pad's label, its rows at a frame's height each, the minimal bar and Erase) in
    // the window, so a long explanation never pushes the pad and Erase out of sight.
    ImGui::Separator();
    const int n = ctx.play.layout().size();
    const float pad_rows = static_cast<float>((n + sub_grid_columns(n) - 1) / sub_grid_columns(n));
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float bar = m_bar_height[1] > 0.0f ? m_bar_height[1] : 0.5f * row;
    const float smallest_controls = ImGui::GetTextLineHeightWithSpacing() + pad_rows * row + bar +
                                    row + ImGui::GetStyle().ItemSpacing.y;
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float width = ImGui::GetContentRegionAvail().x;
    const float natural =
        line +
        ImGui::CalcTextSize(ctx.ui.hint_text.c_str(), nullptr, false, width - kHintScrollbarRoom).y;
    const float cap =
        std::min(std::max(3.0f * line, ImGui::GetMainViewport()->WorkSize.y * kHintShareOfWindow),
                 std::max(line, ImGui::GetContentRegionAvail().y - smallest_controls));
    ImGui::BeginChild("##hint_text", ImVec2(0.0f, std::floor(std::min(natural, cap))), false);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.accent);
    ImGui::TextUnformatted(ctx.ui.hint_title.c_str());
    ImGui::PopStyleColor();
    ImGui::PushTextWrapPos(0.0f);  // the child's right edge
    ImGui::TextUnformatted(ctx.ui.hint_text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    report_last_item("hint_text");
}

void SidePanel::draw_controls(const ViewContext& ctx) {
    const PlayView& play = ctx.play;
    const core::Game& game = play.game();
    const UiState& ui = ctx.ui;
    CommandQueue& out = ctx.commands;
    // The pad takes what is left after the controls below it, so nothing scrolls. When that
    // leaves too little (large interface size, small window), only the notes toggle, Erase and
    // the undo/hint rows stay here; the rest remains in the Game and Edit menus.
    muted_label(ctx, ctx.t(Text::PanelDigits));
    const int n = play.layout().size();
    const int rows = (n + sub_grid_columns(n) - 1) / sub_grid_columns(n);
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float avail = ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y;
    // Under the pad: the separator and the marking bar (modes, digit first and filter,
    // palette), as tall as it was last frame (its first frame uses an estimate), then Erase and
    // the pairs of buttons, each pair on one row or two.
    const auto bar_height = [&](bool minimal_bar) {
        const float measured = m_bar_height[minimal_bar ? 1 : 0];
        return measured > 0.0f ? measured : (minimal_bar ? 0.5f : marking_bar_rows(ctx)) * row;
    };
    const auto pair_rows = [&](Text left, Text right) {
        return row_fits(ctx, {left, right}) ? 1.0f : 2.0f;
    };
    const float compact_height =
        bar_height(false) + (1.0f + pair_rows(Text::ItemUndo, Text::ItemRedo) +
                             pair_rows(Text::ItemHint, Text::ItemCheck)) *
                                row;
    const float full_height =
        compact_height + (pair_rows(Text::ItemFillNotes, Text::ItemClearEntries) +
                          pair_rows(Text::ItemShowSolution, Text::ItemRestart)) *
                             row;
    const float pad_rows = static_cast<float>(rows);
    // Touch wants the pad's keys at least kTouchTarget high; a mouse does with less.
    const float touch_row = kTouchTarget * ui.ui_scale + ImGui::GetStyle().ItemSpacing.x;
    const float pad_row = ui.stacked ? std::max(1.3f * row, touch_row) : 1.3f * row;
    const bool compact = avail - full_height < pad_rows * pad_row;
    // Still too little for the pad's rows at a frame's height each (3x in English on a 1024x768
    // screen, where the labels wrap): one row stays, Erase with Undo and Redo where they fit;
    // the marking modes, Hint and Check remain on their keys and in the Game menu.
    const float erase_height = bar_height(true) + row;
    const bool minimal = avail - compact_height < pad_rows * (ui.stacked ? touch_row : row);
    ImGui::BeginDisabled(ui.paused);
    draw_digit_pad(ctx, avail - (minimal ? erase_height : compact ? compact_height : full_height));
    const float bar_top = ImGui::GetCursorPosY();
    ImGui::Separator();
    // In the minimal panel the marking modes stay on their keys (Space cycles them).
    if (!minimal) draw_marking_bar(ctx, false);
    m_bar_height[minimal ? 1 : 0] = ImGui::GetCursorPosY() - bar_top;
    if (minimal) {
        draw_minimal_row(ctx, game.can_undo(), game.can_redo());
        ImGui::EndDisabled();
        return;
    }
    if (wide_button(ctx.t(Text::ButtonErase))) out.push(cmd::EraseCell{});
    report_last_item("erase");
    button_pair(ctx, {"undo", "redo"}, Text::ItemUndo, cmd::Undo{}, Text::ItemRedo, cmd::Redo{},
                game.can_undo(), game.can_redo());
    button_pair(ctx, {"hint", "check"}, Text::ItemHint, cmd::Hint{}, Text::ItemCheck, cmd::Check{});
    if (!compact) {
        button_pair(ctx, {"fill_notes", "clear_entries"}, Text::ItemFillNotes, cmd::FillNotes{},
                    Text::ItemClearEntries, cmd::ClearEntries{});
        button_pair(ctx, {"show_solution", "restart"}, Text::ItemShowSolution, cmd::ShowSolution{},
                    Text::ItemRestart, cmd::Restart{});
    }
    ImGui::EndDisabled();
}

void SidePanel::draw_minimal_row(const ViewContext& ctx, bool can_undo, bool can_redo) {
    // Erase, Undo and Redo share the one row the minimal panel has where all three labels fit
    // whole (3x on a 1280x800 projector in English; shrunk, they stood out in the large type
    // around them); else Erase alone, as Undo and Redo keep their keys and the Edit menu.
    if (!row_fits(ctx, {Text::ButtonErase, Text::ItemUndo, Text::ItemRedo}, 1.0f)) {
        if (wide_button(ctx.t(Text::ButtonErase))) ctx.commands.push(cmd::EraseCell{});
        report_last_item("erase");
        return;
    }
    const char* const labels[] = {ctx.t(Text::ButtonErase), ctx.t(Text::ItemUndo),
                                  ctx.t(Text::ItemRedo)};
    const std::vector<float> widths = button_row_widths(labels);
    if (fitted_button(labels[0], widths[0])) ctx.commands.push(cmd::EraseCell{});
    report_last_item("erase");
    ImGui::SameLine();
    command_button(ctx, "undo", Text::ItemUndo, widths[1], cmd::Undo{}, can_undo);
    ImGui::SameLine();
    command_button(ctx, "redo", Text::ItemRedo, ImGui::GetContentRegionAvail().x, cmd::Redo{},
                   can_redo);
}

void SidePanel::draw_digit_pad(const ViewContext& ctx, float max_height) {
    const PlayView& play = ctx.play;
    const int n = play.layout().size();
    const int cols = sub_grid_columns(n);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    // At least a pixel: in a window narrower than the spacing a negative width would mean
    // "up to the right edge" to ImGui.
    const float width = std::max(1.0f, row_share(cols));
    const int rows = (n + cols - 1) / cols;
    const float fit =
        std::floor((max_height - spacing * static_cast<float>(rows)) / static_cast<float>(rows));
    const ImVec2 size(width,
                      std::max(ImGui::GetFrameHeight(), std::min(std::round(width * 0.9f), fit)));
    const core::Digit selected = play.board().at(ctx.ui.cursor);
    const core::Mask cursor_notes = play.notes(ctx.ui.cursor);
    ImDrawList* dl = ImGui::GetWindowDrawList();

    for (int d = 1; d <= n; ++d) {
        const auto digit = static_cast<core::Digit>(d);
        const int left = std::max(0, n - play.count_of(digit));
        if ((d - 1) % cols != 0) ImGui::SameLine();
        ImGui::PushID(d);
        // The selected cell's digit, or its notes, light up on the pad.
        // Digit first: the picked digit alone.
        const MarkingState& marking = ctx.ui.marking;
        const bool highlight =
            marking.digit_first
                ? digit == marking.picked
                : digit == selected ||
                      (selected == core::kEmpty && (cursor_notes & core::digit_bit(digit)) != 0);
        if (highlight) ImGui::PushStyleColor(ImGuiCol_Button, ctx.theme.same_digit_background);
        const bool clicked = ImGui::Button("##pad", size);
        report_last_item(("pad_" + std::to_string(d)).c_str());
        if (highlight) ImGui::PopStyleColor();
        // Right-click toggles the digit as a note of the selected cell.
        const bool right_clicked = ImGui::IsItemClicked(ImGuiMouseButton_Right);
        const ImVec2 p0 = ImGui::GetItemRectMin();
        const ImVec2 p1 = ImGui::GetItemRectMax();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s",
                              fill(ctx.t(Text::TooltipPadDigit), {std::to_string(left)}).c_str());
        ImGui::PopID();
        // A digit to try is awaited: the pad answers it, even in digit-first entry.
        if (clicked && marking.digit_first && ctx.ui.try_cell == core::kNoCell)
            ctx.commands.push(cmd::PickDigit{digit});
        else if (clicked)
            ctx.commands.push(cmd::EnterDigit{digit});
        if (right_clicked) ctx.commands.push(cmd::ToggleNote{ctx.ui.cursor, digit});

        const ImU32 colour = left == 0 ? ctx.theme.muted_text : ctx.theme.player_digit;
        const FontSet::Digits font = ctx.fonts.digits(size.y * 0.55f, false);
        draw_centered_char(dl, font.font, font.size,
                           ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f - size.y * 0.06f),
                           core::digit_symbol(digit), colour);
        if (!ctx.ui.prefs.show_remaining) continue;
        // The count still to place, small in the bottom-right corner.
        const std::string count = std::to_string(left);
        ImFont* small = ctx.fonts.ui();
        const float small_size = std::min(small->FontSize, size.y * 0.32f);
        const ImVec2 extent = small->CalcTextSizeA(small_size, 1e9f, 0.0f, count.c_str());
        dl->AddText(small, small_size,
                    ImVec2(std::round(p1.x - extent.x - size.x * 0.08f),
                           std::round(p1.y - extent.y - size.y * 0.04f)),
                    ctx.theme.muted_text, count.c_str());
    }
}

}  // namespace sudoku::app
