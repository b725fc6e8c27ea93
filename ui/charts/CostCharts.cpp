#include "ui/charts/CostCharts.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gp {

namespace {

QColor colorFor(const QString& id)
{
    if (id == QLatin1String("buy"))
        return QColor(0x3f, 0xb9, 0x50);
    if (id == QLatin1String("hourly"))
        return QColor(0x1f, 0x6f, 0xeb);
    if (id == QLatin1String("monthly"))
        return QColor(0xd2, 0x99, 0x22);
    if (id == QLatin1String("spot"))
        return QColor(0x8a, 0x5c, 0xd6);
    if (id == QLatin1String("daily"))
        return QColor(0xbf, 0x3c, 0x3c);
    return QColor(0x8b, 0x94, 0x9e);
}

QChart* freshChart(QChartView* view)
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    // QChartView::setChart releases the previous chart without deleting it.
    QChart* previous = view->chart();
    view->setChart(chart);
    delete previous;
    return chart;
}

QStringList namesOf(const QChart* chart)
{
    QStringList names;
    for (const QAbstractSeries* s : chart->series())
        if (s->type() == QAbstractSeries::SeriesTypeLine)
            names << s->name();
    return names;
}

// Shows the point under the cursor: "Hourly, month 12: ¥9,600".
void attachTooltip(QXYSeries* series, QChartView* view, const QString& xText, Currency currency)
{
    QObject::connect(series, &QXYSeries::hovered, view, [series, view, xText, currency](const QPointF& p, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
                           QStringLiteral("%1, %2: %3")
                               .arg(series->name(), xText.arg(QLocale().toString(p.x(), 'f', 0)),
                                    ExchangeRate::format({p.y(), currency}, 0)),
                           view);
    });
}

} // namespace

CumulativeCostChart::CumulativeCostChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("cumulativeChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(240);
    freshChart(this);
}

void CumulativeCostChart::setResult(const CostResult& result)
{
    m_result = result;
    retranslate();
}

void CumulativeCostChart::retranslate()
{
    QChart* chart = freshChart(this);
    chart->setTitle(tr("Cumulative cost (%1)").arg(currencyCode(m_result.currency)));
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setTitleText(tr("Months"));
    x->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(currencyCode(m_result.currency));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double top = 1;
    int months = 1;
    const OptionCost* buy = m_result.option(QStringLiteral("buy"));
    auto* markers = new QScatterSeries;
    markers->setName(tr("Break-even"));
    markers->setMarkerSize(11);
    markers->setColor(Qt::red);
    for (const OptionCost& o : m_result.options) {
        auto* line = new QLineSeries;
        line->setName(CostModel::optionName(o.id));
        line->setColor(colorFor(o.id));
        for (int m = 0; m < o.cumulative.size(); ++m) {
            line->append(m, o.cumulative.at(m));
            top = std::max(top, o.cumulative.at(m));
        }
        months = std::max(months, static_cast<int>(o.cumulative.size()) - 1);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        attachTooltip(line, this, tr("month %1"), m_result.currency);
        if (buy && o.id != QLatin1String("buy")) {
            const auto month = m_result.breakEvenMonth.value(o.id);
            if (month && *month < buy->cumulative.size())
                markers->append(*month, buy->cumulative.at(*month));
        }
    }
    chart->addSeries(markers);
    markers->attachAxis(x);
    markers->attachAxis(y);
    x->setRange(0, months);
    // Whole months only: five fixed ticks over one to three months labelled 0, 0, 0, 0, 1.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1, (months + 7) / 8));
    y->setRange(0, top * 1.05);
    y->applyNiceNumbers();
}

QStringList CumulativeCostChart::seriesNames() const
{
    return namesOf(chart());
}

int CumulativeCostChart::breakEvenMarkers() const
{
    for (const QAbstractSeries* s : chart()->series())
        if (s->type() == QAbstractSeries::SeriesTypeScatter)
            return static_cast<int>(static_cast<const QScatterSeries*>(s)->count());
    return 0;
}

UsageCostChart::UsageCostChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("usageChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(240);
    freshChart(this);
}

void UsageCostChart::setPoints(const QList<UsagePoint>& points, Currency currency)
{
    m_points = points;
    m_currency = currency;
    retranslate();
}

void UsageCostChart::retranslate()
{
    QChart* chart = freshChart(this);
    chart->setTitle(tr("Cost per month by hours used (%1)").arg(currencyCode(m_currency)));
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setTitleText(tr("Hours used per month"));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(0, 720);
    y->setTitleText(currencyCode(m_currency));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (m_points.isEmpty())
        return;
    double top = 1;
    for (auto it = m_points.first().perMonth.cbegin(); it != m_points.first().perMonth.cend(); ++it) {
        auto* line = new QLineSeries;
        line->setName(CostModel::optionName(it.key()));
        line->setColor(colorFor(it.key()));
        for (const UsagePoint& p : m_points) {
            line->append(p.hoursPerMonth, p.perMonth.value(it.key()));
            top = std::max(top, p.perMonth.value(it.key()));
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        attachTooltip(line, this, tr("%1 h/month"), m_currency);
    }
    y->setRange(0, top * 1.05);
    y->applyNiceNumbers();
}

QStringList UsageCostChart::seriesNames() const
{
    return namesOf(chart());
}

bool exportChart(QChartView* view, const QString& path, QString* error)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(view->size());
        svg.setViewBox(view->rect());
        svg.setTitle(view->chart()->title());
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error)
                *error = CumulativeCostChart::tr("Cannot write %1.").arg(path);
            return false;
        }
        view->render(&painter);
        painter.end();
        return true;
    }
    // Twice the on-screen resolution keeps text sharp in documents and on HiDPI screens.
    QPixmap pixmap(view->size() * 2);
    pixmap.setDevicePixelRatio(2);
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    view->render(&painter);
    painter.end();
    if (!pixmap.save(path, "PNG")) {
        if (error)
            *error = CumulativeCostChart::tr("Cannot write %1.").arg(path);
        return false;
    }
    return true;
}

} // namespace gp
