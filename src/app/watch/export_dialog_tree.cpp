// The export dialog's tree and comparison choices: the search tree alone or under the view, and
// both lanes side by side when Watch compares two algorithms (render/lane_picture).
#include <algorithm>
#include <filesystem>
#include <string>

#include "app/i18n/render_strings.hpp"
#include "app/watch/export_dialog.hpp"
#include "app/watch/watch_view.hpp"
#include "render/lane_picture.hpp"

namespace sudoku::app {

void ExportDialog::open_tree(const WatchViewContext& ctx) {
    open(ctx, false);
    if (!ctx.watch.ready()) return;
    m_view = 3;
    m_path = default_path(ctx);
}

namespace {

constexpr RenderText kViews[] = {RenderText::ViewBoard, RenderText::ViewCounters,
                                 RenderText::ViewFrame};

}  // namespace

// One list for every picture, so the dialog grows by no row: the three views, each also with
// the tree under it, and the tree alone.
void ExportDialog::draw_view_combo(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    const auto name = [&](int view, bool tree) {
        if (view == 3) return std::string(render_text(RenderText::ViewTree, lang));
        const std::string plain = render_text(kViews[view], lang);
        return tree ? fill(render_text(RenderText::OptionWithTree, lang), {plain}) : plain;
    };
    ImGui::SetNextItemWidth(-1.0f);
    if (!ImGui::BeginCombo("##view", name(m_view, m_tree && m_view != 3).c_str())) return;
    for (int tree = 0; tree < 2; ++tree)
        for (int v = 0; v < 3; ++v)
            if (ImGui::Selectable(name(v, tree != 0).c_str(),
                                  m_view == v && m_tree == (tree != 0))) {
                m_view = v;
                m_tree = tree != 0;
            }
    if (ImGui::Selectable(name(3, false).c_str(), m_view == 3)) m_view = 3;
    ImGui::EndCombo();
}

void ExportDialog::draw_tree_fields(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    if (ctx.watch.lanes().size() > 1)
        ImGui::Checkbox(render_text(RenderText::OptionBothLanes, lang), &m_both);
}

void ExportDialog::add_tree_choices(const WatchViewContext& ctx, PictureRequest& r) const {
    r.tree_only = m_view == 3;
    r.tree = m_tree && !r.tree_only;
    if (m_both && ctx.watch.lanes().size() > 1) r.compare = ctx.watch.lanes()[1].player.options();
}

int ExportDialog::picture_height(const WatchViewContext& ctx) const {
    const PictureRequest r = request(ctx);
    if (!r.tree && !r.tree_only && !r.compare) return render::view_height(r.view, m_size);
    render::LaneLayout layout;
    layout.tree = r.tree || r.tree_only;
    if (!r.tree_only) layout.view = r.view;
    return render::lanes_height(layout, m_size, r.compare ? 2 : 1);
}

}  // namespace sudoku::app
