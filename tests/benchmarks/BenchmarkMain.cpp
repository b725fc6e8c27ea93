// The main() of every Google Benchmark program here: a Qt application object first (QApplication on the offscreen
// platform for widget benchmarks, QCoreApplication otherwise), then the benchmarks.
#include <benchmark/benchmark.h>

#ifdef GPUPLANNER_BENCHMARK_WIDGETS
#include <QApplication>
using BenchmarkApplication = QApplication;
#else
#include <QCoreApplication>
using BenchmarkApplication = QCoreApplication;
#endif

int main(int argc, char** argv)
{
#ifdef GPUPLANNER_BENCHMARK_WIDGETS
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    BenchmarkApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
