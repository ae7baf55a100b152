#include "app/watch/watch_overlay.hpp"

#include <algorithm>
#include <cmath>

#include "app/i18n/killer_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/views/board_view.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/shape_painter.hpp"
#include "app/watch/classroom_view.hpp"
#include "core/grid/symbols.hpp"
#include "core/grid/validation.hpp"

namespace sudoku::app {

using core::Cell;
using core::Digit;
using core::StepKind;

namespace {

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
    const core::DepthTone tone = theme == ThemeId::Dark           ? core::DepthTone::Dark
                                 : theme == ThemeId::HighContrast ? core::DepthTone::HighContrast
                                                                  : core::DepthTone::Light;
    return im_colour(core::depth_colour(depth, deepest, tone));
}

std::string unit_label(const core::Layout& layout, int unit, Language language) {
    return core::unit_name(layout, unit, board_words(language).units);
}

WatchOverlay::WatchOverlay(const WatchLane& lane, const ViewContext& ctx,
                           const core::Breakpoints& breaks, bool marks,
                           const PredictSession* predict, float min_text)
    : m_lane(lane),
      m_ctx(ctx),
      m_breaks(breaks),
      m_marks(marks),
      m_predict(predict),
      m_min_text(min_text),
      m_last(lane.player.last_step()) {}

core::BoardState WatchOverlay::state(float cell) const {
    core::BoardState s = board_state(m_lane, m_marks);
    s.watch_cell = m_breaks.watch_cell;
    if (m_predict != nullptr) predict_board_marks(*m_predict, m_ctx, cell, s.rings, s.badges);
    return s;
}

core::BoardWords WatchOverlay::words() const {
    return board_words(m_ctx.ui.language);
}

void WatchOverlay::on_click(Cell c, int button, CommandQueue& out) const {
    if (button == ImGuiMouseButton_Right) out.push(wcmd::ToggleWatchCell{c});
    // A left click answers predict mode's "which cell comes next?" (ignored otherwise).
    if (button == ImGuiMouseButton_Left && m_predict != nullptr && m_predict->asking())
        out.push(wcmd::Classroom{pcmd::ClickCell{c}});
}

void WatchOverlay::draw_marks(ImDrawList* dl, const BoardGeometry& g) const {
    if (m_marks) draw_cage_note(dl, g);
    if (m_predict != nullptr) report_predict_board(g, *m_predict);
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

}  // namespace sudoku::app
