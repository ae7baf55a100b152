#include "app/watch/watch_overlay.hpp"

#include <algorithm>
#include <cmath>

#include "app/i18n/killer_strings.hpp"
#include "app/views/board_view.hpp"
#include "app/views/imgui_support.hpp"
#include "app/watch/classroom_view.hpp"
#include "core/grid/symbols.hpp"
#include "core/grid/validation.hpp"

namespace sudoku::app {

using core::Cell;
using core::Digit;
using core::StepKind;

namespace {

ImU32 mix(ImU32 a, ImU32 b, float t) {
    const ImVec4 x = ImGui::ColorConvertU32ToFloat4(a);
    const ImVec4 y = ImGui::ColorConvertU32ToFloat4(b);
    return ImGui::ColorConvertFloat4ToU32(
        ImVec4(x.x + (y.x - x.x) * t, x.y + (y.y - x.y) * t, x.z + (y.z - x.z) * t, 1.0f));
}

// A rounded label with a solid background, centred at `at`.
void draw_pill(ImDrawList* dl, ImFont* font, float size, ImVec2 at, const std::string& text,
               ImU32 fill, ImU32 ink) {
    const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
    const float pad_x = std::round(size * 0.4f);
    const float pad_y = std::round(size * 0.06f);
    const ImVec2 p0(std::round(at.x - extent.x * 0.5f - pad_x),
                    std::round(at.y - extent.y * 0.5f - pad_y));
    const ImVec2 p1(p0.x + extent.x + 2.0f * pad_x, p0.y + extent.y + 2.0f * pad_y);
    dl->AddRectFilled(p0, p1, fill, (p1.y - p0.y) * 0.5f);
    dl->AddText(font, size, ImVec2(p0.x + pad_x, p0.y + pad_y), ink, text.c_str());
}

}  // namespace

ImU32 depth_colour(int depth, int deepest, ThemeId theme) {
    const float t =
        deepest > 1 ? std::clamp(static_cast<float>(depth - 1) / static_cast<float>(deepest - 1),
                                 0.0f, 1.0f)
                    : 0.0f;
    const float hue = 0.62f * (1.0f - t);  // blue -> cyan -> green -> orange -> red
    float sat = 0.85f;
    float val = 0.72f;
    if (theme == ThemeId::Dark) {
        sat = 0.55f;
        val = 0.98f;
    } else if (theme == ThemeId::HighContrast) {
        sat = 1.0f;
        val = 0.55f;
    }
    // Green and yellow look brighter than blue at the same value: darken them on light themes.
    if (theme != ThemeId::Dark) val -= 0.12f * std::exp(-std::pow((hue - 0.2f) / 0.1f, 2.0f));
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    ImGui::ColorConvertHSVtoRGB(hue, sat, val, r, g, b);
    return ImGui::ColorConvertFloat4ToU32(ImVec4(r, g, b, 1.0f));
}

std::string unit_label(const core::Layout& layout, int unit, Language language) {
    if (unit < 0 || unit >= static_cast<int>(layout.units().size())) return {};
    const core::Unit& u = layout.units()[unit];
    const std::string number = std::to_string(u.index + 1);
    switch (u.kind) {
        case core::UnitKind::Row:
            return fill(watch_text(WatchText::UnitRow, language), {number});
        case core::UnitKind::Column:
            return fill(watch_text(WatchText::UnitColumn, language), {number});
        case core::UnitKind::Box:
            return fill(watch_text(WatchText::UnitBox, language), {number});
        case core::UnitKind::Region:
            return fill(watch_text(WatchText::UnitRegion, language), {number});
        case core::UnitKind::Diagonal:
        case core::UnitKind::AntiDiagonal:
            return watch_text(WatchText::UnitDiagonal, language);
        case core::UnitKind::Window:
            return fill(watch_text(WatchText::UnitWindow, language), {number});
    }
    return {};
}

WatchOverlay::WatchOverlay(const WatchLane& lane, const ViewContext& ctx,
                           const core::Breakpoints& breaks, bool marks,
                           const PredictSession* predict)
    : m_lane(lane),
      m_ctx(ctx),
      m_breaks(breaks),
      m_marks(marks),
      m_predict(predict),
      m_last(lane.player.last_step()) {}

ImU32 WatchOverlay::cell_background(Cell c, ImU32 base) const {
    const Theme& th = m_ctx.theme;
    ImU32 bg = base;
    if (m_marks && m_last && c == m_last->cell) {
        const bool failed = m_last->kind == StepKind::DeadEnd || m_last->kind == StepKind::Reject;
        bg = failed ? th.wrong_background : th.selected_background;
    }
    if (m_marks && m_last && m_last->kind == StepKind::Reject && c == m_last->conflict)
        bg = th.same_digit_background;
    if (m_lane.flash > 0.0f && c == m_lane.flash_cell)
        bg = mix(bg, th.wrong_digit, 0.55f * m_lane.flash);
    return bg;
}

ImU32 WatchOverlay::digit_colour(Cell c, ImU32 base) const {
    if (is_given(c)) return base;
    const int depth = c < static_cast<Cell>(m_lane.cell_depth.size()) ? m_lane.cell_depth[c] : 0;
    if (depth == 0) return base;
    return depth_colour(depth, m_lane.empties, m_ctx.theme.id);
}

void WatchOverlay::on_click(Cell c, int button, CommandQueue& out) const {
    if (button == ImGuiMouseButton_Right) out.push(cmd::Watch{wcmd::ToggleWatchCell{c}});
    // A left click answers predict mode's "which cell comes next?" (ignored otherwise).
    if (button == ImGuiMouseButton_Left && m_predict != nullptr && m_predict->asking())
        out.push(cmd::Watch{wcmd::Classroom{pcmd::ClickCell{c}}});
}

void WatchOverlay::draw_marks(ImDrawList* dl, const BoardGeometry& g) const {
    draw_struck(dl, g);
    if (m_marks) {
        draw_current(dl, g);
        draw_reject(dl, g);
        draw_dead_end(dl, g);
        draw_cage_note(dl, g);
    }
    if (m_predict != nullptr) draw_predict_marks(dl, g, *m_predict, m_ctx);
    // The watched cell's breakpoint: a red dot in its top-right corner.
    if (m_breaks.watch_cell != core::kNoCell && m_breaks.watch_cell < g.layout->cell_count()) {
        const ImVec2 p = g.cell_min(m_breaks.watch_cell);
        const float r = std::max(3.0f, g.cell * 0.09f);
        dl->AddCircleFilled(ImVec2(p.x + g.cell - r * 1.8f, p.y + r * 1.8f), r,
                            m_ctx.theme.conflict_outline);
    }
}

bool WatchOverlay::notes(std::vector<core::Mask>& masks, NoteStyle& style) const {
    const core::Board& b = board();
    if (!m_lane.shows_candidates() || static_cast<int>(m_lane.candidates.size()) != b.cell_count())
        return false;
    masks.assign(m_lane.candidates.begin(), m_lane.candidates.end());
    // The current cell keeps its candidates too: they are what the search chooses from there
    // (draw_current rings the one being tried).
    for (Cell c = 0; c < b.cell_count(); ++c)
        if (b.at(c) != core::kEmpty) masks[c] = 0;
    style.glyph_scale = 0.85f;  // Watch mode's own size, a little under the game's notes
    style.ink = core::NoteInk{m_ctx.theme.note_digit, m_ctx.theme.note_digit, core::kEmpty};
    return true;
}

void WatchOverlay::draw_struck(ImDrawList* dl, const BoardGeometry& g) const {
    // Eliminations just made: the struck digit in red, crossed out, in its candidate's slot.
    if (!m_lane.shows_candidates() || g.note_font == nullptr) return;
    const core::Board& b = board();
    const float stroke = std::max(1.5f, g.note_size * 0.1f);
    const float half = g.note_size * 0.45f;
    for (const auto& [c, d] : m_lane.struck) {
        if (b.at(c) != core::kEmpty) continue;
        const ImVec2 at = g.note_centre(c, d);
        draw_centered_char(dl, g.note_font, g.note_size, at, core::digit_symbol(d),
                           m_ctx.theme.wrong_digit);
        dl->AddLine(ImVec2(at.x - half, at.y + half * 0.6f),
                    ImVec2(at.x + half, at.y - half * 0.6f), m_ctx.theme.wrong_digit, stroke);
    }
}

void WatchOverlay::draw_current(ImDrawList* dl, const BoardGeometry& g) const {
    if (!m_last || m_last->cell == core::kNoCell || m_last->cell >= g.layout->cell_count()) return;
    const Theme& th = m_ctx.theme;
    const ImVec2 p = g.cell_min(m_last->cell);
    const float w = std::max(2.0f, std::round(g.cell * 0.06f));
    const bool failed = m_last->kind == StepKind::Reject || m_last->kind == StepKind::DeadEnd;
    dl->AddRect(ImVec2(p.x + w * 0.5f, p.y + w * 0.5f),
                ImVec2(p.x + g.cell - w * 0.5f, p.y + g.cell - w * 0.5f),
                failed ? th.conflict_outline : th.accent, 0.0f, 0, w);
    const bool trying = (m_last->kind == StepKind::Try || m_last->kind == StepKind::Reject) &&
                        m_last->digit != 0 && board().at(m_last->cell) == core::kEmpty;
    if (trying && m_lane.shows_candidates() && g.note_font != nullptr) {
        // The cell shows its candidates: ring the one being tried in its own slot.
        const ImVec2 at = g.note_centre(m_last->cell, m_last->digit);
        const float r = std::min(g.note_grid.slot_width, g.note_grid.slot_height) * 0.48f;
        dl->AddCircle(at, r, m_last->kind == StepKind::Reject ? th.conflict_outline : th.accent, 0,
                      std::max(1.5f, w * 0.6f));
    } else if (trying) {
        // The value being tried is not on the board yet: show it where it would go.
        const FontSet::Digits f = m_ctx.fonts.digits(g.cell * 0.66f, false);
        const ImU32 ink =
            m_last->kind == StepKind::Reject ? th.wrong_digit : with_alpha(th.accent, 0.75f);
        draw_centered_char(dl, f.font, f.size, g.cell_center(m_last->cell),
                           core::digit_symbol(m_last->digit), ink);
    }
}

void WatchOverlay::draw_reject(ImDrawList* dl, const BoardGeometry& g) const {
    if (!m_last || m_last->kind != StepKind::Reject || m_last->conflict == core::kNoCell) return;
    const Theme& th = m_ctx.theme;
    const ImVec2 a = g.cell_center(m_last->cell);
    const ImVec2 b = g.cell_center(m_last->conflict);
    const float w = std::max(2.0f, std::round(g.cell * 0.05f));
    dl->AddLine(a, b, with_alpha(th.conflict_outline, 0.6f), w);
    dl->AddCircle(b, g.cell * 0.38f, th.conflict_outline, 0, w);
    const std::string label = unit_label(*g.layout, m_last->unit, m_ctx.ui.language);
    if (label.empty()) return;
    // The label sits on the grid line between two rows, in the band digits leave free, so it
    // never hides a digit; its size fits that band.
    ImFont* font = m_ctx.fonts.ui();
    const float size = std::min(font->FontSize, std::max(15.0f, std::round(g.cell * 0.24f)));
    const float mid_x = (a.x + b.x) * 0.5f;
    const float mid_y = (a.y + b.y) * 0.5f;
    const float row_line = g.origin.y + std::round((mid_y - g.origin.y) / g.cell) * g.cell;
    draw_pill(dl, font, size, ImVec2(mid_x, row_line), label, th.conflict_outline, IM_COL32_WHITE);
}

int WatchOverlay::highlighted_cage() const {
    if (!m_marks || !m_last || m_last->cage < 0) return -1;
    return m_last->cage < static_cast<int>(board().layout().cages().size()) ? m_last->cage : -1;
}

void WatchOverlay::draw_cage_note(ImDrawList* dl, const BoardGeometry& g) const {
    const int k = highlighted_cage();
    if (k < 0) return;
    const core::Layout& layout = *g.layout;
    const core::Cage& cage = layout.cages()[k];
    const core::Board& now = board();
    // What the cage still allows: its open cells' share of the sum, in distinct digits.
    int rest = cage.sum, open = 0;
    core::Mask placed = 0;
    for (core::Cell c : cage.cells) {
        if (now.at(c) == core::kEmpty) {
            ++open;
        } else {
            rest -= now.at(c);
            placed |= core::digit_bit(now.at(c));
        }
    }
    const Language lang = m_ctx.ui.language;
    const std::string where = layout.cell_name(cage.cells.front());
    const core::Mask allows = core::cage_digits(rest, open, layout.all_digits() & ~placed);
    std::string label;
    if (m_last->kind == StepKind::Reject && m_last->conflict == core::kNoCell) {
        label = fill(killer_text(KillerText::WatchCageFails, lang),
                     {std::to_string(k + 1), where, std::to_string(cage.sum)});
    } else if (m_last->kind == StepKind::Eliminate && allows != 0) {
        std::string digits;
        for (core::Mask m = allows; m != 0; m &= m - 1) {
            if (!digits.empty()) digits += ' ';
            digits += core::digit_symbol(core::mask_first(m));
        }
        label = fill(killer_text(KillerText::WatchCagePrunes, lang),
                     {std::to_string(k + 1), where, digits});
    }
    if (label.empty()) return;
    ImFont* font = m_ctx.fonts.ui();
    const float size = std::min(font->FontSize, std::max(15.0f, std::round(g.cell * 0.24f)));
    // Centred over the cage's first cell, kept inside the board.
    const float half = font->CalcTextSizeA(size, 1e9f, 0.0f, label.c_str()).x * 0.5f + size;
    const float extent = g.cell * static_cast<float>(layout.size());
    const ImVec2 p = g.cell_min(cage.cells.front());
    const float x = std::clamp(p.x + g.cell * 0.5f, g.origin.x + half,
                               std::max(g.origin.x + half, g.origin.x + extent - half));
    draw_pill(dl, font, size, ImVec2(x, p.y), label, m_ctx.theme.accent, IM_COL32_WHITE);
}

void WatchOverlay::draw_dead_end(ImDrawList* dl, const BoardGeometry& g) const {
    if (!m_last || m_last->kind != StepKind::DeadEnd || m_last->cell == core::kNoCell ||
        m_last->cell >= g.layout->cell_count() || board().at(m_last->cell) != core::kEmpty)
        return;
    const Theme& th = m_ctx.theme;
    const core::Layout& layout = *g.layout;
    const Cell cell = m_last->cell;
    const float w = std::max(1.5f, std::round(g.cell * 0.03f));
    std::string label;
    if (m_last->unit >= 0 && m_last->digit != 0) {
        // Propagate: a digit with no place left in a unit. Outline the unit.
        for (Cell c : layout.units()[static_cast<std::size_t>(m_last->unit)].cells) {
            const ImVec2 p = g.cell_min(c);
            dl->AddRect(ImVec2(p.x + w, p.y + w), ImVec2(p.x + g.cell - w, p.y + g.cell - w),
                        with_alpha(th.conflict_outline, 0.7f), 0.0f, 0, w);
        }
        label = fill(watch_text(WatchText::DeadEndNoPlace, m_ctx.ui.language),
                     {std::string(1, core::digit_symbol(m_last->digit)),
                      unit_label(layout, m_last->unit, m_ctx.ui.language)});
    } else {
        // Each digit in its slot: in red with a line to the peer that holds it, or greyed when
        // no peer does (the search tried it here and every branch under it failed).
        const std::vector<Cell> holders = digit_holders(board(), cell);
        bool all_held = true;
        for (int d = 1; d < static_cast<int>(holders.size()); ++d) {
            const Cell peer = holders[static_cast<std::size_t>(d)];
            const auto digit = static_cast<Digit>(d);
            const ImVec2 at = g.note_centre(cell, digit);
            all_held = all_held && peer != core::kNoCell;
            if (peer != core::kNoCell) {
                const ImVec2 to = g.cell_center(peer);
                dl->AddLine(at, to, with_alpha(th.conflict_outline, 0.35f), w);
                dl->AddCircle(to, g.cell * 0.36f, with_alpha(th.conflict_outline, 0.8f), 0, w);
            }
            if (g.note_font != nullptr)
                draw_centered_char(dl, g.note_font, g.note_size, at, core::digit_symbol(digit),
                                   peer != core::kNoCell ? th.wrong_digit : th.muted_text);
        }
        label = watch_text(all_held ? WatchText::DeadEndNoValue : WatchText::DeadEndAllTried,
                           m_ctx.ui.language);
    }
    // The label on the grid line under the cell (above it in the last row), as a rejected
    // value's unit is named, so it hides no digit.
    ImFont* font = m_ctx.fonts.ui();
    const float size = std::min(font->FontSize, std::max(15.0f, std::round(g.cell * 0.24f)));
    const ImVec2 p = g.cell_min(cell);
    const bool last_row = layout.row_of(cell) == layout.size() - 1;
    draw_pill(dl, font, size, ImVec2(p.x + g.cell * 0.5f, last_row ? p.y : p.y + g.cell), label,
              th.conflict_outline, IM_COL32_WHITE);
}

}  // namespace sudoku::app
