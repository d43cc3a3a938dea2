import type { StaticRedirect } from './redirects';

/**
 * Paths that SigNoz's published repositories link to under signoz.io's page names: the README of SigNoz itself
 * (v0.138.0, every language: its install, product and feature links), its Helm charts
 * (values comments and READMEs of SigNoz/charts signoz-0.131.0 and k8s-infra-0.16.0), its agent skills
 * (SigNoz/agent-skills, the plugin AI coding assistants load) and its dashboard templates (SigNoz/dashboards).
 * scripts/data/product-doc-links.txt lists the charts', skills' and templates' links with the product's; those no
 * page covers are marked unserved there. Of the README's links, two have no page or redirect here: a benchmark
 * post we do not carry and /slack (the community invitation is contact.slack, an address on slack.com).
 */
export const repoLinkRedirects: StaticRedirect[] = [
  {
    from: '/docs/install/self-host/',
    to: '/docs/category/install/',
    why: "SigNoz v0.138.0 README links here (Install: the self-hosting guides).",
  },
  {
    from: '/docs/install/kubernetes/',
    to: '/docs/category/install-kubernetes/',
    why: "SigNoz v0.138.0 README links here (Install, Kubernetes: the Kubernetes guides).",
  },
  {
    from: '/docs/logs-management/overview/',
    to: '/docs/category/logs-management/',
    why: "SigNoz v0.138.0 README links here (Log management documentation).",
  },
  {
    from: '/docs/metrics-management/overview/',
    to: '/docs/category/metrics-management/',
    why: "SigNoz v0.138.0 README links here (Metrics documentation).",
  },
  {
    from: '/docs/infrastructure-monitoring/overview/',
    to: '/docs/category/infrastructure-monitoring/',
    why: "SigNoz v0.138.0 README links here (Infrastructure monitoring documentation).",
  },
  {
    from: '/docs/llm-observability/',
    to: '/docs/ai/llm-observability/',
    why: "SigNoz v0.138.0 README links here (LLM observability documentation).",
  },
  {
    from: '/docs/ai/noz/',
    to: '/docs/ai/noz-assistant/',
    why: "SigNoz v0.138.0 README links here (Noz, the assistant in SigNoz Cloud).",
  },
  {
    from: '/docs/trace-funnels/overview/',
    to: '/docs/traces-management/guides/trace-funnels/',
    why: "SigNoz v0.138.0 README links here (Trace funnels documentation).",
  },
  {
    from: '/docs/integrations/integrations-list/',
    to: '/docs/integrations/overview/',
    why: "SigNoz v0.138.0 README links here (the list of integrations).",
  },
  {
    from: '/docs/manage/administrator-guide/configuration/smtp-email-invitations/',
    to: '/docs/userguide/authentication/#emailing',
    why: "SigNoz chart signoz-0.131.0 links here from the emailing settings in charts/signoz/values.yaml.",
  },
  {
    from: '/docs/operate/migration/upgrade-0-131/',
    to: '/docs/operate/upgrade-notes/#v0-131-0',
    why: 'SigNoz chart signoz-0.131.0 README links here for the ClickHouse upgrade that chart brings.',
  },
  {
    from: '/docs/opentelemetry-collection-agents/k8s/k8s-infra/user-guides/upgrade-k8s-infra-v0.15/',
    to: '/docs/operate/upgrade-k8s-infra/',
    why: 'SigNoz chart k8s-infra-0.16.0 README links here for the 0.15 breaking changes.',
  },
  {
    from: '/docs/collection-agents/k8s/k8s-infra/overview/',
    to: '/docs/tutorial/kubernetes-infra-metrics/',
    why: 'SigNoz chart k8s-infra-0.16.0 README links here for the chart overview.',
  },
  {
    from: '/docs/collection-agents/k8s/k8s-infra/configure-k8s-infra/',
    to: '/docs/tutorial/kubernetes-infra-metrics/#step-2-write-the-values-file',
    why: "SigNoz chart k8s-infra-0.16.0 README links here for the chart's presets.",
  },
  {
    from: '/docs/opentelemetry-collection-agents/k8s/k8s-infra/user-guides/k8s-infra-kubelet-autogke/',
    to: '/docs/tutorial/kubernetes-infra-metrics/#gke-autopilot',
    why: 'SigNoz chart k8s-infra-0.16.0 values and README link here for GKE Autopilot.',
  },
  {
    from: '/docs/manage/administrator-guide/configuration/alertmanager/',
    to: '/docs/operate/configuration/#alertmanager',
    why: "SigNoz chart signoz-0.131.0 links here from the alertmanager settings in charts/signoz/values.yaml.",
  },
  {
    from: '/docs/manage/administrator-guide/configuration/relational-database/',
    to: '/docs/operate/postgres-metadata-store/',
    why: 'SigNoz chart signoz-0.131.0 links here from the postgresql subchart README.',
  },
  {
    from: '/docs/operate/migration/upgrade-0.113/',
    to: '/docs/operate/schema-migrations/#settings',
    why: 'SigNoz chart signoz-0.131.0 README links here for moving schemaMigrator overrides to telemetryStoreMigrator.',
  },
  {
    from: "/docs/dashboards/dashboard-templates/cost-meter/",
    to: "/docs/cost-meter/overview/",
    why: "SigNoz/dashboards meter/README.md links here; the built-in Meter dashboard is the same template.",
  },
  {
    from: "/docs/frontend-monitoring/opentelemetry-web-vitals/",
    to: "/docs/instrumentation/frontend-monitoring/",
    why: "SigNoz/dashboards web-vitals README links here for the setup.",
  },
  {
    from: "/docs/integrations/aws/one-click-aws-integrations/",
    to: "/docs/aws-monitoring/getting-started/#one-click-aws-integration-signoz-cloud-only",
    why: "SigNoz agent-skills link here for One Click AWS integrations.",
  },
  {
    from: "/docs/logs-management/guides/drop-logs/",
    to: "/docs/operate/control-ingestion-volume/#drop-low-value-logs",
    why: "SigNoz agent-skills link here for dropping logs.",
  },
  {
    from: "/docs/logs-management/send-logs/collection-methods/",
    to: "/docs/userguide/collect-logs/overview/",
    why: "SigNoz agent-skills link here (with #path-1 to #path-5) for the ways to send logs.",
  },
  {
    from: "/docs/messaging-queues/kafka-overview/",
    to: "/docs/integrations/kafka/",
    why: "SigNoz/dashboards Kafka README links here for the kafkametrics setup.",
  },
  {
    from: "/docs/metrics-management/opentelemetry-collector-metrics/",
    to: "/docs/operate/monitor-signoz/#layer-2-pipeline-metrics",
    why: "SigNoz/dashboards collector-metrics README links here for the collector's own metrics.",
  },
  {
    from: "/docs/metrics-management/pgbouncer/",
    to: "/docs/integrations/prometheus-endpoints/#pgbouncer",
    why: "SigNoz/dashboards PgBouncer README links here.",
  },
  {
    from: "/docs/openai-monitoring/",
    to: "/docs/ai/llm-observability/#openai",
    why: "SigNoz/dashboards OpenAI README links here.",
  },
  {
    from: "/docs/opentelemetry-collection-agents/k8s/k8s-infra/configure-k8s-infra/",
    to: "/docs/userguide/collect-logs/collect-kubernetes-pod-logs/#2-write-the-values-file",
    why: "SigNoz agent-skills link here (#disable-logs-collection) for turning k8s-infra log collection off.",
  },
  {
    from: "/docs/traces-management/guides/drop-spans/",
    to: "/docs/operate/control-ingestion-volume/#drop-spans-you-do-not-need",
    why: "SigNoz agent-skills link here for dropping spans.",
  },
  {
    from: "/docs/userguide/custom-apm-dashboards-alerts/",
    to: "/docs/metrics-management/apm-metrics/",
    why: "SigNoz/dashboards APM README links here for custom APM panels and alerts.",
  },
  {
    from: "/docs/metrics-management/keda-metrics/",
    to: "/docs/integrations/prometheus-endpoints/#keda",
    why: "SigNoz/dashboards KEDA README links here for the setup.",
  },
  {
    from: "/docs/metrics-management/opentelemetry-cloudnative-pg/",
    to: "/docs/integrations/prometheus-endpoints/#cloudnative-pg",
    why: "SigNoz/dashboards CloudNativePG README links here for the setup.",
  },
  {
    from: "/docs/github-copilot-monitoring/",
    to: "/docs/ai/ai-apps/#github-copilot",
    why: "SigNoz/dashboards GitHub Copilot README and SigNoz agent-skills link here.",
  },
  {
    from: "/docs/dify-observability/",
    to: "/docs/ai/ai-apps/#dify",
    why: "SigNoz/dashboards Dify README and SigNoz agent-skills link here.",
  },
  {
    from: "/docs/userguide/drop-metrics/",
    to: "/docs/operate/control-ingestion-volume/#drop-metrics",
    why: "SigNoz agent-skills link here for dropping metrics.",
  },
  {
    from: "/docs/metrics-management/dropping-metric-labels/",
    to: "/docs/operate/control-ingestion-volume/#drop-metric-labels",
    why: "SigNoz agent-skills link here for dropping metric labels.",
  },
  {
    from: "/docs/logs-management/guides/remove-resource-attributes/",
    to: "/docs/operate/control-ingestion-volume/#remove-resource-attributes",
    why: "SigNoz agent-skills link here for removing resource attributes.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/hostmetrics-k8s/",
    to: "/docs/dashboards/dashboard-templates/overview/#hostmetrics-k8s",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-cluster-metrics/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-cluster-metrics",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-events/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-events",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-node-metrics-detailed/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-node-metrics-detailed",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-node-metrics-overall/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-node-metrics-overall",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-pod-metrics-detailed/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-pod-metrics-detailed",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-pod-metrics-overall/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-pod-metrics-overall",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/kubernetes-pvc/",
    to: "/docs/dashboards/dashboard-templates/overview/#kubernetes-pvc",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/mysql/",
    to: "/docs/dashboards/dashboard-templates/overview/#mysql",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
  {
    from: "/docs/dashboards/dashboard-templates/pydantic-ai-dashboard/",
    to: "/docs/dashboards/dashboard-templates/overview/#pydantic-ai-dashboard",
    why: "SigNoz/dashboards template READMEs link here for this template.",
  },
];
